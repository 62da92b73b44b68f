import { describe, expect, it } from 'vitest';
import { weekDays } from '@/lib/dates';
import { weekGlanceRows, weekTotals } from './week-glance';

const week = weekDays(new Date(2026, 10, 18));

describe('the week at a glance', () => {
  it('has one row per day from Monday to Sunday', () => {
    const rows = weekGlanceRows(week, []);
    expect(rows.map((row) => row.dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows.map((row) => row.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it("fills each row with the day's hours and what is left for life", () => {
    const [monday] = weekGlanceRows(week, [{ date: '2026-11-16', workHours: 8, commuteHours: 1.5 }]);
    expect(monday).toEqual({
      date: '2026-11-16',
      dayName: 'Monday',
      workHours: 8,
      commuteHours: 1.5,
      lifeHours: 14.5,
      trackedHours: 9.5,
      tone: 'balanced',
    });
  });

  it('treats a day missing from the answer as a quiet, whole day of life', () => {
    const rows = weekGlanceRows(week, [{ date: '2026-11-16', workHours: 8, commuteHours: 0 }]);
    expect(rows[6]).toMatchObject({ workHours: 0, commuteHours: 0, lifeHours: 24, trackedHours: 0, tone: 'balanced' });
  });

  it('colours each day by the life left in it', () => {
    const rows = weekGlanceRows(week, [
      { date: '2026-11-16', workHours: 9.6, commuteHours: 0 },
      { date: '2026-11-17', workHours: 12, commuteHours: 2.4 },
      { date: '2026-11-18', workHours: 13, commuteHours: 1.64 },
    ]);
    expect(rows.slice(0, 3).map((row) => row.tone)).toEqual(['balanced', 'borderline', 'burnout']);
  });

  it("adds up the week's work, commute and life", () => {
    const rows = weekGlanceRows(week, [
      { date: '2026-11-16', workHours: 8, commuteHours: 1.5 },
      { date: '2026-11-17', workHours: 4.5, commuteHours: 1.75 },
    ]);
    expect(weekTotals(rows)).toEqual({ workHours: 12.5, commuteHours: 3.25, lifeHours: 152.25 });
  });
});
