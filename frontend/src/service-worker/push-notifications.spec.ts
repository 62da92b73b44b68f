import { describe, expect, it } from 'vitest';
import { clickAction, notificationFor } from './push-notifications';

const ORIGIN = 'https://pause.example';
const breakReminder = {
  kind: 'take-a-break',
  title: 'A short pause would do you good',
  body: "You've been working for 90 minutes.",
  tag: 'pause-take-a-break',
  url: '/',
};

describe('a pushed reminder on the device', () => {
  it('shows the title and words the server sent, one notification per kind', () => {
    expect(notificationFor(breakReminder)).toEqual({
      title: 'A short pause would do you good',
      options: {
        body: "You've been working for 90 minutes.",
        tag: 'pause-take-a-break',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: '/', kind: 'take-a-break' },
      },
    });
  });

  it('still shows something plain for a push that is not one of ours, or would open another site', () => {
    for (const data of [null, 'text', { title: 'x' }, { ...breakReminder, url: 'https://elsewhere.example/' }]) {
      expect(notificationFor(data)).toMatchObject({
        title: 'Pause',
        options: { body: 'Pause has a reminder for you.', data: { url: '/', kind: 'unknown' } },
      });
    }
  });
});

describe('tapping a reminder', () => {
  const dashboard = { url: `${ORIGIN}/`, focused: false };

  it('opens the dashboard when no window of Pause is open', () => {
    expect(clickAction({ url: '/', kind: 'take-a-break' }, [], ORIGIN)).toEqual({ open: '/' });
    expect(
      clickAction({ url: '/', kind: 'take-a-break' }, [{ url: 'https://other.example/', focused: true }], ORIGIN),
    ).toEqual({ open: '/' });
  });

  it('brings an open dashboard forward, the focused one first', () => {
    expect(clickAction({ url: '/', kind: 'long-session' }, [dashboard], ORIGIN)).toEqual({ focus: 0 });
    expect(
      clickAction(
        { url: '/', kind: 'long-session' },
        [dashboard, { url: `${ORIGIN}/month/2026-11`, focused: true }],
        ORIGIN,
      ),
    ).toEqual({ focus: 1 });
  });

  it('for a forgotten timer, takes the window to "Still working?", or opens it there', () => {
    const data = { url: '/?still-working', kind: 'forgotten-timer' };
    expect(clickAction(data, [dashboard], ORIGIN)).toEqual({ focus: 0, navigateTo: '/?still-working' });
    expect(clickAction(data, [], ORIGIN)).toEqual({ open: '/?still-working' });
  });

  it('never opens another site, whatever the notification carries', () => {
    expect(clickAction({ url: '//elsewhere.example/', kind: 'forgotten-timer' }, [], ORIGIN)).toEqual({ open: '/' });
  });
});
