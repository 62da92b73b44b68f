import { describe, expect, it, vi } from 'vitest';
import { browserNotifier } from './browser-notifier';

function fakeNotificationApi(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => answer);
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

describe('browserNotifier', () => {
  it('reports "unsupported" where the browser has no notifications', async () => {
    expect('Notification' in window).toBe(false);
    expect(browserNotifier.permission()).toBe('unsupported');
    await expect(browserNotifier.requestPermission()).resolves.toBe('unsupported');
  });

  it("passes on the browser's permission and the person's answer to the prompt", async () => {
    const { FakeNotification } = fakeNotificationApi('default', 'granted');

    expect(browserNotifier.permission()).toBe('default');
    await expect(browserNotifier.requestPermission()).resolves.toBe('granted');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('shows a notification with its title, text and tag once permission is granted', () => {
    const { shown } = fakeNotificationApi('granted');

    browserNotifier.show({ title: 'Time to come up for air', body: 'Stand up and stretch.', tag: 'long-session@x' });

    expect(shown).toEqual([
      { title: 'Time to come up for air', options: { body: 'Stand up and stretch.', tag: 'long-session@x' } },
    ]);
  });

  it('shows nothing without permission', () => {
    const { shown } = fakeNotificationApi('denied');

    browserNotifier.show({ title: 'Time to come up for air', body: 'Stand up and stretch.', tag: 'long-session@x' });

    expect(shown).toEqual([]);
  });
});
