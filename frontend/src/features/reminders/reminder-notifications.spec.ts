import { describe, expect, it } from 'vitest';
import { canAskForNotifications, notificationToSend } from './reminder-notifications';

const START = '2026-11-18T08:00:00.000Z';
const nothingSent = new Set<string>();

describe('canAskForNotifications', () => {
  it('offers to ask only while the person has not decided yet', () => {
    expect(canAskForNotifications('default')).toBe(true);
    expect(canAskForNotifications('granted')).toBe(false);
    expect(canAskForNotifications('denied')).toBe(false);
  });

  it('does not offer notifications a browser cannot show', () => {
    expect(canAskForNotifications('unsupported')).toBe(false);
  });
});

describe('notificationToSend', () => {
  it('stays quiet while this device gets reminders by push, which brings the same ones', () => {
    expect(
      notificationToSend({
        reminder: 'take-a-break',
        timerStartTime: START,
        permission: 'granted',
        alreadySent: nothingSent,
        pushOnThisDevice: true,
      }),
    ).toBeNull();
  });

  it('sends the break and long-session reminders once permission is granted', () => {
    for (const reminder of ['take-a-break', 'long-session'] as const) {
      expect(
        notificationToSend({ reminder, timerStartTime: START, permission: 'granted', alreadySent: nothingSent }),
      ).toBe(`${reminder}@${START}`);
    }
  });

  it('keeps the other reminders on the dashboard only', () => {
    for (const reminder of ['evening', 'end-of-day', 'balanced'] as const) {
      expect(
        notificationToSend({ reminder, timerStartTime: START, permission: 'granted', alreadySent: nothingSent }),
      ).toBeNull();
    }
  });

  it('sends nothing without permission', () => {
    for (const permission of ['default', 'denied', 'unsupported'] as const) {
      expect(
        notificationToSend({ reminder: 'long-session', timerStartTime: START, permission, alreadySent: nothingSent }),
      ).toBeNull();
    }
  });

  it('sends nothing when no reminder applies', () => {
    expect(
      notificationToSend({ reminder: null, timerStartTime: START, permission: 'granted', alreadySent: nothingSent }),
    ).toBeNull();
  });

  it('does not repeat a reminder already sent for this work session', () => {
    const alreadySent = new Set([`take-a-break@${START}`]);
    expect(
      notificationToSend({ reminder: 'take-a-break', timerStartTime: START, permission: 'granted', alreadySent }),
    ).toBeNull();
    expect(
      notificationToSend({ reminder: 'long-session', timerStartTime: START, permission: 'granted', alreadySent }),
    ).toBe(`long-session@${START}`);
  });

  it('reminds again in a later work session', () => {
    const alreadySent = new Set([`take-a-break@${START}`]);
    const later = '2026-11-18T13:00:00.000Z';
    expect(
      notificationToSend({ reminder: 'take-a-break', timerStartTime: later, permission: 'granted', alreadySent }),
    ).toBe(`take-a-break@${later}`);
  });
});
