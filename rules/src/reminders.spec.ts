import { describe, expect, it } from 'vitest';
import { type ReminderMoment, reminderAt } from './reminders';

const MORNING = 10;

const working = (minutes: number, localHour = MORNING): ReminderMoment => ({
  runningTimer: { type: 'work', minutes },
  localHour,
  weeklyLifePercentage: null,
});

const idle = (localHour: number, weeklyLifePercentage: number | null = null): ReminderMoment => ({
  runningTimer: null,
  localHour,
  weeklyLifePercentage,
});

describe('the motivational reminder', () => {
  describe('while a work timer runs', () => {
    it('says nothing in the first 90 minutes of a morning session', () => {
      expect(reminderAt(working(89.99))).toBeNull();
    });

    it('suggests a break from 90 minutes', () => {
      expect(reminderAt(working(90))).toBe('take-a-break');
      expect(reminderAt(working(119))).toBe('take-a-break');
    });

    it('speaks of a long session from 120 minutes', () => {
      expect(reminderAt(working(120))).toBe('long-session');
      expect(reminderAt(working(300, 20))).toBe('long-session');
    });

    it('reminds a shorter session that the evening has begun, from 18:00', () => {
      expect(reminderAt(working(10, 17))).toBeNull();
      expect(reminderAt(working(10, 18))).toBe('evening');
      expect(reminderAt(working(10, 23))).toBe('evening');
    });

    it('would rather suggest a break than mention the evening', () => {
      expect(reminderAt(working(95, 19))).toBe('take-a-break');
    });
  });

  it('never interrupts a commute', () => {
    expect(
      reminderAt({ runningTimer: { type: 'commute', minutes: 150 }, localHour: 19, weeklyLifePercentage: 90 }),
    ).toBeNull();
  });

  describe('with no timer running', () => {
    it('speaks of the end of the day from 18:00 to 19:59', () => {
      expect(reminderAt(idle(17))).toBeNull();
      expect(reminderAt(idle(18))).toBe('end-of-day');
      expect(reminderAt(idle(19, 90))).toBe('end-of-day');
      expect(reminderAt(idle(20))).toBeNull();
    });

    it('celebrates a week with 60% or more of it left for life', () => {
      expect(reminderAt(idle(MORNING, 60))).toBe('balanced');
      expect(reminderAt(idle(21, 75))).toBe('balanced');
    });

    it('says nothing of a week below 60%, or of one not known yet', () => {
      expect(reminderAt(idle(MORNING, 59))).toBeNull();
      expect(reminderAt(idle(MORNING, null))).toBeNull();
    });
  });
});
