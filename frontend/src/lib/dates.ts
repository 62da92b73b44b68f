// Calendar arithmetic in the browser's local time: "today", the current week
// (Monday first: rules/src/week.ts) and month grids (Sunday first, spec §2 item 5). How a date reads
// is lib/date-format's.
import { DAYS_PER_WEEK, daysSinceWeekStart } from '@pause/rules/week';
import { formatIsoDate } from './local-date';

/** A calendar month; `month` counts from 1 (January) to 12 (December), as the API does. */
export type YearMonth = { year: number; month: number };

/** An inclusive range of local dates written YYYY-MM-DD, as the daily endpoint takes it. */
export type DateRange = { startDate: string; endDate: string };

/** Local midnight of a YYYY-MM-DD date. */
export function parseIsoDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * The same local day `days` later (or earlier). Built from the calendar fields,
 * not by adding milliseconds, so a daylight-saving change never skips a day.
 */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The Monday that starts the week `date` falls in. */
export function mondayOf(date: Date): Date {
  return addDays(date, -daysSinceWeekStart(date.getDay()));
}

/** The Monday of the week `date` falls in, as YYYY-MM-DD: what the API calls weekStart. */
export function weekStartOf(date: Date): string {
  return formatIsoDate(mondayOf(date));
}

/** Monday to Sunday of the week `date` falls in. */
export function weekDays(date: Date): Date[] {
  const monday = mondayOf(date);
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => addDays(monday, index));
}

export function currentWeekRange(today: Date): DateRange {
  const monday = mondayOf(today);
  return { startDate: formatIsoDate(monday), endDate: formatIsoDate(addDays(monday, DAYS_PER_WEEK - 1)) };
}

/** Today and the six days before it: the window the trend and insights read. */
export function lastSevenDaysRange(today: Date): DateRange {
  return { startDate: formatIsoDate(addDays(today, -(DAYS_PER_WEEK - 1))), endDate: formatIsoDate(today) };
}

export function yearMonthOf(date: Date): YearMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** The first to the last day of a month. */
export function monthRange({ year, month }: YearMonth): DateRange {
  return { startDate: formatIsoDate(new Date(year, month - 1, 1)), endDate: formatIsoDate(new Date(year, month, 0)) };
}

/** The first to the last day of a year. */
export function yearRange(year: number): DateRange {
  return { startDate: formatIsoDate(new Date(year, 0, 1)), endDate: formatIsoDate(new Date(year, 11, 31)) };
}

/** The month `delta` months before (negative) or after (positive) the given one. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const shifted = new Date(year, month - 1 + delta, 1);
  return yearMonthOf(shifted);
}

/**
 * The cells of a Sunday-first month calendar, row by row: `null` pads the days
 * before the 1st and after the last day so every row holds seven cells.
 */
export function daysOfMonthGrid({ year, month }: YearMonth): (Date | null)[] {
  const first = new Date(year, month - 1, 1);
  const dayCount = new Date(year, month, 0).getDate();
  const leading = first.getDay();
  const cells: (Date | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= dayCount; day += 1) {
    cells.push(new Date(year, month - 1, day));
  }
  while (cells.length % DAYS_PER_WEEK !== 0) cells.push(null);
  return cells;
}

export function isWeekend(date: Date): boolean {
  const day = date.getDay();
  return day === 0 || day === 6;
}
