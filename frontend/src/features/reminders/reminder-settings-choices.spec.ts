import { describe, expect, it } from 'vitest';
import { PUSHED_REMINDERS, withKind, withQuietHours } from './reminder-settings-choices';

describe('the reminder settings', () => {
  it('names each pushed reminder with its rule’s figures, in the order they come in a day', () => {
    expect(PUSHED_REMINDERS.map(({ label }) => label)).toEqual([
      'After 90 minutes of work',
      'After 2 hours of work',
      'Work still running at 18:00',
      'A timer left running (“Still working?”)',
    ]);
  });

  it('turns a kind off and on again', () => {
    const off = withKind({ off: [], quietHours: null }, 'evening', false);
    expect(off).toEqual({ off: ['evening'], quietHours: null });
    expect(withKind(off, 'evening', true)).toEqual({ off: [], quietHours: null });
  });

  it('never keeps quiet hours that start and end at the same hour', () => {
    expect(withQuietHours({ off: [], quietHours: null }, { fromHour: 7, untilHour: 7 })).toEqual({
      off: [],
      quietHours: { fromHour: 7, untilHour: 8 },
    });
    expect(withQuietHours({ off: [], quietHours: null }, { fromHour: 23, untilHour: 23 }).quietHours).toEqual({
      fromHour: 23,
      untilHour: 0,
    });
  });
});
