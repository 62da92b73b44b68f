import { describe, expect, it } from 'vitest';
import type { SessionType } from '@/lib/session-type';
import { reminderFor } from './reminder-rules';

/** Local time on Wednesday 18 November 2026. */
const at = (hour: number, minute = 0) => new Date(2026, 10, 18, hour, minute);

/** A timer of `type` that has run for `minutes` by `now`. */
const running = (type: SessionType, minutes: number, now: Date) => ({
  type,
  startTime: new Date(now.getTime() - minutes * 60_000).toISOString(),
});

const MORNING = at(10);

describe('reminderFor', () => {
  describe('during a work session', () => {
    it('says nothing in the first 89 minutes of a morning session', () => {
      expect(
        reminderFor({ activeTimer: running('work', 89, MORNING), now: MORNING, weeklyLifePercentage: 90 }),
      ).toBeNull();
    });

    it('suggests a break once the session reaches 90 minutes', () => {
      expect(reminderFor({ activeTimer: running('work', 90, MORNING), now: MORNING, weeklyLifePercentage: 90 })).toBe(
        'take-a-break',
      );
    });

    it('still suggests a break, not more, at 119 minutes', () => {
      expect(
        reminderFor({ activeTimer: running('work', 119, MORNING), now: MORNING, weeklyLifePercentage: null }),
      ).toBe('take-a-break');
    });

    it('speaks of a long session from 120 minutes on', () => {
      expect(
        reminderFor({ activeTimer: running('work', 120, MORNING), now: MORNING, weeklyLifePercentage: null }),
      ).toBe('long-session');
      expect(
        reminderFor({ activeTimer: running('work', 300, MORNING), now: MORNING, weeklyLifePercentage: null }),
      ).toBe('long-session');
    });

    it('waits for the full 90 minutes, not 89 and a bit', () => {
      const now = at(10);
      const almost = { type: 'work' as const, startTime: new Date(now.getTime() - (90 * 60 - 1) * 1000).toISOString() };
      expect(reminderFor({ activeTimer: almost, now, weeklyLifePercentage: null })).toBeNull();
    });

    it('says nothing about the evening at 17:59', () => {
      const now = at(17, 59);
      expect(reminderFor({ activeTimer: running('work', 10, now), now, weeklyLifePercentage: null })).toBeNull();
    });

    it('gently mentions the evening from 18:00', () => {
      const now = at(18, 0);
      expect(reminderFor({ activeTimer: running('work', 10, now), now, weeklyLifePercentage: null })).toBe('evening');
    });

    it('keeps mentioning the evening late at night', () => {
      const now = at(23, 30);
      expect(reminderFor({ activeTimer: running('work', 10, now), now, weeklyLifePercentage: null })).toBe('evening');
    });

    it('puts a long session before the evening', () => {
      const now = at(19, 0);
      expect(reminderFor({ activeTimer: running('work', 120, now), now, weeklyLifePercentage: null })).toBe(
        'long-session',
      );
    });

    it('puts a break before the evening', () => {
      const now = at(19, 0);
      expect(reminderFor({ activeTimer: running('work', 90, now), now, weeklyLifePercentage: null })).toBe(
        'take-a-break',
      );
    });

    it('does not speak of the end of the day or a balanced week while work is running', () => {
      const now = at(10);
      expect(reminderFor({ activeTimer: running('work', 5, now), now, weeklyLifePercentage: 95 })).toBeNull();
    });
  });

  describe('during a commute', () => {
    it('never nudges, however long the commute or late the hour', () => {
      for (const now of [at(10), at(18, 0), at(19, 59), at(22)]) {
        for (const minutes of [5, 90, 120, 240]) {
          expect(
            reminderFor({ activeTimer: running('commute', minutes, now), now, weeklyLifePercentage: 95 }),
          ).toBeNull();
        }
      }
    });
  });

  describe('with no session running', () => {
    it('says nothing about the end of the day at 17:59', () => {
      expect(reminderFor({ activeTimer: null, now: at(17, 59), weeklyLifePercentage: null })).toBeNull();
    });

    it('marks the end of the day from 18:00 to 19:59', () => {
      expect(reminderFor({ activeTimer: null, now: at(18, 0), weeklyLifePercentage: null })).toBe('end-of-day');
      expect(reminderFor({ activeTimer: null, now: at(19, 59), weeklyLifePercentage: null })).toBe('end-of-day');
    });

    it('lets the end-of-day message go at 20:00', () => {
      expect(reminderFor({ activeTimer: null, now: at(20, 0), weeklyLifePercentage: null })).toBeNull();
    });

    it('puts the end of the day before a balanced week', () => {
      expect(reminderFor({ activeTimer: null, now: at(18, 30), weeklyLifePercentage: 95 })).toBe('end-of-day');
    });

    it('celebrates a week with 60% life or more', () => {
      expect(reminderFor({ activeTimer: null, now: at(10), weeklyLifePercentage: 60 })).toBe('balanced');
      expect(reminderFor({ activeTimer: null, now: at(20, 0), weeklyLifePercentage: 100 })).toBe('balanced');
    });

    it('does not celebrate a week with 59% life', () => {
      expect(reminderFor({ activeTimer: null, now: at(10), weeklyLifePercentage: 59 })).toBeNull();
    });

    it('says nothing while the week is still unknown', () => {
      expect(reminderFor({ activeTimer: null, now: at(10), weeklyLifePercentage: null })).toBeNull();
    });
  });
});
