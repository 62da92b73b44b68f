// The period a person looks at, as the address bar holds it (docs/decisions.md, "One place to move
// through time"): a week as `/?week=YYYY-MM-DD` (its Monday; `/` is the current week), a month as
// `/month/YYYY-MM`, a year as `/year/YYYY`. Reading an address never fails: a week that cannot be read
// is the current one, a day inside a week stands for its Monday, and a week to come is the current one.
import { addDays, parseIsoDate, weekStartOf, type YearMonth } from './dates';
import { formatIsoDate } from './local-date';

/** The years the API's calendar holds (backend shared/time/calendar.ts, CALENDAR_YEARS). */
const FIRST_YEAR = 1970;
const LAST_YEAR = 9999;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of the week `?week=` names, or of the current week when it names none, an unreal day, or one to come. */
export function chosenWeekStart(param: string | null, today: Date): string {
  const current = weekStartOf(today);
  if (!param || !ISO_DATE.test(param)) return current;
  const day = parseIsoDate(param);
  if (formatIsoDate(day) !== param || day.getFullYear() < FIRST_YEAR) return current;
  const monday = weekStartOf(day);
  return monday > current ? current : monday;
}

/** The week `weeks` weeks after (or before, when negative) the one starting on `weekStart`. */
export function shiftWeek(weekStart: string, weeks: number): string {
  return formatIsoDate(addDays(parseIsoDate(weekStart), weeks * 7));
}

/** The address of a week: `/` for the current one, so the dashboard's own address stays the one to share. */
export function weekPath(weekStart: string, today: Date): string {
  return weekStart === weekStartOf(today) ? '/' : `/?week=${weekStart}`;
}

/** `/month/2026-11`'s month, or null when it names no month Pause's calendar holds. */
export function parseMonthParam(param: string | undefined): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(param ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= FIRST_YEAR && year <= LAST_YEAR && month >= 1 && month <= 12 ? { year, month } : null;
}

/** `/year/2026`'s year, or null when it names none Pause's calendar holds. */
export function parseYearParam(param: string | undefined): number | null {
  if (!/^\d{4}$/.test(param ?? '')) return null;
  const year = Number(param);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

export function monthPath({ year, month }: YearMonth): string {
  return `/month/${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function yearPath(year: number): string {
  return `/year/${String(year).padStart(4, '0')}`;
}

/** The month or year a later one would be: none after the current one. */
export function isAfterMonth(shown: YearMonth, current: YearMonth): boolean {
  return shown.year * 12 + shown.month > current.year * 12 + current.month;
}
