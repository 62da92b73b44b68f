// A deploy's new version waits until the person chooses to reload.
import { describe, expect, it, vi } from 'vitest';
import type { toast } from '@/components/ui/toast-store';
import { offerNewVersions } from './register-service-worker';

type Listener = () => void;

function fakeWorkbox() {
  const listeners = new Map<string, Listener[]>();
  return {
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    emit: (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener()),
  };
}

describe('a new version of Pause', () => {
  it('is offered in a toast that stays, and taken only when the person presses Reload', () => {
    const workbox = fakeWorkbox();
    const raise = vi.fn<typeof toast>();
    const reload = vi.fn();
    offerNewVersions(workbox as never, raise, reload);
    expect(raise).not.toHaveBeenCalled();

    workbox.emit('waiting');
    expect(raise).toHaveBeenCalledTimes(1);
    const shown = raise.mock.calls[0][0];
    expect(shown).toMatchObject({ title: 'A new version of Pause is ready', persistent: true });
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    const action = shown.action;
    if (!action || !('onClick' in action)) throw new Error('The toast has no Reload button');
    expect(action.label).toBe('Reload');
    action.onClick();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    // The new worker now controls the page: the page runs the new files.
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page that nothing new is waiting for', () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    offerNewVersions(workbox as never, vi.fn(), reload);
    workbox.emit('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});
