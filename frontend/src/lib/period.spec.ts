import { describe, expect, it } from 'vitest';
import { chosenWeekStart, monthPath, parseMonthParam, parseYearParam, shiftWeek, weekPath, yearPath } from './period';

// Wednesday 18 November 2026, in the browser's own time zone.
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);

describe('the week the address chooses', () => {
  it('is the current week when the address names none', () => {
    expect(chosenWeekStart(null, WEDNESDAY)).toBe('2026-11-16');
  });

  it("is the named Monday's week, or the week a named day falls in", () => {
    expect(chosenWeekStart('2026-11-09', WEDNESDAY)).toBe('2026-11-09');
    expect(chosenWeekStart('2026-11-12', WEDNESDAY)).toBe('2026-11-09');
  });

  it('reads the week that began on Monday on a Sunday, and one that began in the old year on New Year’s Day', () => {
    expect(chosenWeekStart(null, new Date(2026, 10, 22, 21, 30))).toBe('2026-11-16');
    expect(chosenWeekStart(null, new Date(2027, 0, 1, 9, 0))).toBe('2026-12-28');
  });

  it('falls back to the current week for an unreal day, a malformed one, or a week to come', () => {
    expect(chosenWeekStart('2026-02-30', WEDNESDAY)).toBe('2026-11-16');
    expect(chosenWeekStart('last-week', WEDNESDAY)).toBe('2026-11-16');
    expect(chosenWeekStart('1969-12-29', WEDNESDAY)).toBe('2026-11-16');
    expect(chosenWeekStart('2026-11-23', WEDNESDAY)).toBe('2026-11-16');
  });
});

describe('addresses of periods', () => {
  it('writes the current week as / and any other as /?week=', () => {
    expect(weekPath('2026-11-16', WEDNESDAY)).toBe('/');
    expect(weekPath(shiftWeek('2026-11-16', -1), WEDNESDAY)).toBe('/?week=2026-11-09');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('writes and reads a month and a year, refusing what the calendar does not hold', () => {
    expect(monthPath({ year: 2026, month: 3 })).toBe('/month/2026-03');
    expect(yearPath(2026)).toBe('/year/2026');
    expect(parseMonthParam('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthParam('2026-13')).toBeNull();
    expect(parseMonthParam('2026-3')).toBeNull();
    expect(parseMonthParam(undefined)).toBeNull();
    expect(parseYearParam('2026')).toBe(2026);
    expect(parseYearParam('1969')).toBeNull();
    expect(parseYearParam('26')).toBeNull();
  });
});
