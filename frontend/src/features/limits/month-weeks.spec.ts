import { describe, expect, it } from 'vitest';
import { weekHealthAnswer } from '@/features/limits/testing/week-health-answer';
import { anyLimitSet, crossedLines, keptLimitsSentence, weeksBegunInMonth } from './month-weeks';

describe("a month's weeks against the limits", () => {
  it('are the weeks with a day in the month, from the one holding the 1st', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    expect(weeksBegunInMonth({ year: 2026, month: 11 }, new Date(2027, 0, 1))).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
  });

  it('leave out the weeks that have not begun', () => {
    expect(weeksBegunInMonth({ year: 2026, month: 11 }, new Date(2026, 10, 10, 9))).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(weeksBegunInMonth({ year: 2026, month: 12 }, new Date(2026, 10, 27))).toEqual([]);
  });

  it('name only the limits a week went past', () => {
    const week = weekHealthAnswer({
      limits: {
        weeklyWork: { limitHours: 40, workedHours: 41.5, crossed: true },
        daysOff: { wanted: 2, daysWorked: 4, crossed: false },
      },
    });
    expect(anyLimitSet(week)).toBe(true);
    expect(crossedLines(week).map((line) => line.id)).toEqual(['weekly-work']);
    expect(anyLimitSet(weekHealthAnswer())).toBe(false);
  });

  it('say a week without work held nothing to keep to, rather than that it kept to the limits', () => {
    expect(keptLimitsSentence(weekHealthAnswer({ workHours: 0 }), false)).toBe('No work tracked.');
    expect(keptLimitsSentence(weekHealthAnswer({ workHours: 0 }), true)).toBe('No work tracked so far.');
    expect(keptLimitsSentence(weekHealthAnswer({ workHours: 0.25 }), false)).toBe('Within your limits.');
    expect(keptLimitsSentence(weekHealthAnswer({ workHours: 12 }), true)).toBe('Within your limits so far.');
  });
});
