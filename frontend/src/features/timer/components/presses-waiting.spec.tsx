// The line and the refusal under the timer while presses wait: how many, and when one was refused, what
// the server said, the timer it lost to, and the one way on.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KeptPress } from '@/lib/offline/press-queue';
import { PressesWaiting } from './presses-waiting';

function press(commandId: string, kind: 'start' | 'stop', refusal?: KeptPress['refusal']): KeptPress {
  const pressedAt = '2026-11-27T09:05:00.000Z';
  return { commandId, kind, pressedAt, personId: 'ada', body: { commandId, pressedAt }, refusal };
}

const lostToTheLaptop = {
  status: 409,
  body: JSON.stringify({
    statusCode: 409,
    error: 'Conflict',
    message: 'A work timer is already running. Stop it before starting another.',
    runningTimer: { type: 'work', startTime: '2026-11-27T09:00:00.000Z' },
  }),
};

describe('PressesWaiting', () => {
  it('says nothing while nothing waits', () => {
    render(<PressesWaiting presses={[]} online discarding={false} onDiscard={() => {}} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the presses waiting, and says when they will be sent', () => {
    const { rerender } = render(
      <PressesWaiting
        presses={[press('a', 'start'), press('b', 'stop')]}
        online={false}
        discarding={false}
        onDiscard={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "2 presses waiting to sync. They'll be sent when you're back online.",
    );
    rerender(<PressesWaiting presses={[press('a', 'start')]} online discarding={false} onDiscard={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 press waiting to sync. Sending now…');
  });

  it('shows a Start lost to another device, the timer that won, and discards it with the Stop pressed after it', async () => {
    const onDiscard = vi.fn();
    render(
      <PressesWaiting
        presses={[press('a', 'start', lostToTheLaptop), press('b', 'stop')]}
        online
        discarding={false}
        onDiscard={onDiscard}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your Start could not be saved');
    expect(alert).toHaveTextContent('A work timer is already running. Stop it before starting another.');
    expect(alert).toHaveTextContent(
      /Your other device's work timer, started at \d{1,2}:\d{2}\s?[AP]M, got there first/,
    );
    expect(alert).toHaveTextContent('1 press after it wait until you decide.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Discard this press and its Stop' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('shows a refused Stop with the server’s sentence, to discard alone', () => {
    const refusal = { status: 409, body: JSON.stringify({ message: 'No timer is running.' }) };
    render(<PressesWaiting presses={[press('a', 'stop', refusal)]} online discarding onDiscard={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your Stop could not be saved');
    expect(screen.getByRole('alert')).toHaveTextContent('No timer is running.');
    expect(screen.getByRole('button', { name: 'Discard this press' })).toBeDisabled();
  });
});
