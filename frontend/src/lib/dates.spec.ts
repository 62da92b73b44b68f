import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentWeekRange,
  daysOfMonthGrid,
  isWeekend,
  lastSevenDaysRange,
  mondayOf,
  monthRange,
  weekStartOf,
  parseIsoDate,
  shiftMonth,
  weekDays,
  yearMonthOf,
  yearRange,
} from './dates';
import { formatIsoDate } from './local-date';

// Local calendar dates; month indexes count from 0 as Date does.
const local = (year: number, monthIndex: number, day: number, hour = 12) => new Date(year, monthIndex, day, hour);

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD as local midnight of that day', () => {
    const date = parseIsoDate('2026-11-16');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 10, 16, 0]);
  });

  it('round-trips with formatIsoDate', () => {
    expect(formatIsoDate(parseIsoDate('2028-02-29'))).toBe('2028-02-29');
  });
});

describe('addDays', () => {
  it('moves forward and backward within a month', () => {
    expect(formatIsoDate(addDays(local(2026, 10, 18), 3))).toBe('2026-11-21');
    expect(formatIsoDate(addDays(local(2026, 10, 18), -3))).toBe('2026-11-15');
  });

  it('crosses the end of a month and of a year', () => {
    expect(formatIsoDate(addDays(local(2026, 10, 30), 1))).toBe('2026-12-01');
    expect(formatIsoDate(addDays(local(2026, 11, 29), 5))).toBe('2027-01-03');
    expect(formatIsoDate(addDays(local(2027, 0, 2), -6))).toBe('2026-12-27');
  });

  it('knows leap days', () => {
    expect(formatIsoDate(addDays(local(2028, 1, 28), 1))).toBe('2028-02-29');
    expect(formatIsoDate(addDays(local(2027, 1, 28), 1))).toBe('2027-03-01');
  });

  it('lands on local midnight, so a daylight-saving change never skips a day', () => {
    const days = Array.from({ length: 400 }, (_, index) => addDays(local(2026, 0, 1), index));
    expect(days.every((day) => day.getHours() === 0)).toBe(true);
    expect(new Set(days.map(formatIsoDate)).size).toBe(400);
  });
});

describe('weekStartOf', () => {
  it("names the week's Monday as the API's weekStart, Sunday night included", () => {
    expect(weekStartOf(local(2026, 10, 18))).toBe('2026-11-16');
    expect(weekStartOf(local(2026, 10, 22, 23))).toBe('2026-11-16');
  });
});

describe('mondayOf', () => {
  it('finds the Monday of a mid-week day', () => {
    expect(formatIsoDate(mondayOf(local(2026, 10, 18)))).toBe('2026-11-16');
  });

  it('keeps a Monday as it is', () => {
    expect(formatIsoDate(mondayOf(local(2026, 10, 16, 0)))).toBe('2026-11-16');
  });

  it('counts Sunday as the last day of the week, not the first', () => {
    expect(formatIsoDate(mondayOf(local(2026, 10, 22, 23)))).toBe('2026-11-16');
  });

  it('reaches back into the previous month', () => {
    expect(formatIsoDate(mondayOf(local(2026, 11, 2)))).toBe('2026-11-30');
  });

  it('reaches back into the previous year', () => {
    expect(formatIsoDate(mondayOf(local(2027, 0, 1)))).toBe('2026-12-28');
  });
});

describe('weekDays and currentWeekRange', () => {
  it('lists Monday to Sunday of a week that crosses into a new year', () => {
    expect(weekDays(local(2027, 0, 2)).map(formatIsoDate)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('asks for Monday to Sunday of the current week', () => {
    expect(currentWeekRange(local(2026, 10, 18))).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
  });

  it('lets the week run into the next month', () => {
    expect(currentWeekRange(local(2026, 10, 30))).toEqual({ startDate: '2026-11-30', endDate: '2026-12-06' });
  });
});

describe('lastSevenDaysRange', () => {
  it('spans today and the six days before it', () => {
    expect(lastSevenDaysRange(local(2026, 10, 18))).toEqual({ startDate: '2026-11-12', endDate: '2026-11-18' });
  });

  it('reaches back over a month and a year boundary', () => {
    expect(lastSevenDaysRange(local(2027, 0, 3))).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
    expect(lastSevenDaysRange(local(2026, 2, 2))).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
  });
});

describe('shiftMonth', () => {
  it('moves one month back or forward', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, -1)).toEqual({ year: 2026, month: 10 });
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2026, month: 12 });
  });

  it('goes from December to January of the next year, and back', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('reads the current month from a date, counting months from 1', () => {
    expect(yearMonthOf(local(2026, 0, 31))).toEqual({ year: 2026, month: 1 });
  });
});

describe('monthRange and yearRange', () => {
  it("run from a month's first day to its last, February's 28th or 29th included", () => {
    expect(monthRange({ year: 2026, month: 11 })).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('run from the 1st of January to the 31st of December', () => {
    expect(yearRange(2026)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
  });
});

describe('daysOfMonthGrid', () => {
  const dayNumbers = (cells: (Date | null)[]) => cells.map((cell) => (cell ? cell.getDate() : null));

  it('starts on Sunday, padding the days before the 1st', () => {
    // 1 November 2026 is a Sunday: no padding at all.
    const november = daysOfMonthGrid({ year: 2026, month: 11 });
    expect(november[0] && formatIsoDate(november[0])).toBe('2026-11-01');
    // 1 December 2026 is a Tuesday: two blank cells first.
    expect(dayNumbers(daysOfMonthGrid({ year: 2026, month: 12 })).slice(0, 4)).toEqual([null, null, 1, 2]);
  });

  it('holds every day of the month once, in order, and fills whole weeks', () => {
    const cells = daysOfMonthGrid({ year: 2026, month: 12 });
    const days = cells.filter((cell): cell is Date => cell !== null);
    expect(days.map(formatIsoDate)[0]).toBe('2026-12-01');
    expect(days.map(formatIsoDate).at(-1)).toBe('2026-12-31');
    expect(days).toHaveLength(31);
    expect(cells.length % 7).toBe(0);
    expect(cells).toHaveLength(35);
  });

  it('knows February in leap and common years', () => {
    expect(daysOfMonthGrid({ year: 2028, month: 2 }).filter(Boolean)).toHaveLength(29);
    // February 2026 starts on a Sunday and has exactly four weeks.
    expect(daysOfMonthGrid({ year: 2026, month: 2 })).toHaveLength(28);
  });

  it('grows to six rows when a long month starts late in the week', () => {
    // 1 August 2026 is a Saturday.
    const cells = daysOfMonthGrid({ year: 2026, month: 8 });
    expect(cells).toHaveLength(42);
    expect(dayNumbers(cells).slice(5, 8)).toEqual([null, 1, 2]);
  });
});

describe('the weekend', () => {
  it('counts Saturday and Sunday as the weekend', () => {
    expect(weekDays(local(2026, 10, 18)).map(isWeekend)).toEqual([false, false, false, false, false, true, true]);
  });
});
