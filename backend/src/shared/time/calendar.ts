// Plain calendar arithmetic on YYYY-MM-DD dates (no time zones: those are already applied).
import { daysSinceWeekStart, startsAWeek } from '@pause/rules/week';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years Pause's calendar holds, both included: every date the API takes, every day of a week it
 * takes, and every moment, lies within them (shared/http/date-validators.ts refuses the rest with a
 * 400). Nobody tracked a session before 1970; after 9999 a year needs five digits, which YYYY-MM-DD
 * cannot write and JavaScript (`+010000-01-01`) and PostgreSQL write differently, so a week ending
 * there used to fail inside a query as a 500.
 */
export const CALENDAR_YEARS = { first: 1970, last: 9999 } as const;
export const FIRST_CALENDAR_DATE = `${CALENDAR_YEARS.first}-01-01`;
export const LAST_CALENDAR_DATE = `${CALENDAR_YEARS.last}-12-31`;

/** Whether a real YYYY-MM-DD date lies within CALENDAR_YEARS (dates written this way sort as text). */
export function isWithinCalendar(isoDate: string): boolean {
  return isoDate >= FIRST_CALENDAR_DATE && isoDate <= LAST_CALENDAR_DATE;
}

/** Epoch milliseconds of the date's UTC midnight, or undefined when it is not a real date. */
export function parseIsoDate(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const epoch = Date.UTC(year, month - 1, day);
  const date = new Date(epoch);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return epoch;
}

export function formatIsoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return formatIsoDate(parseIsoDate(isoDate)! + days * DAY_MS);
}

/** Whether the date starts a week (rules/src/week.ts: a Monday). */
export function isMonday(isoDate: string): boolean {
  return startsAWeek(new Date(parseIsoDate(isoDate)!).getUTCDay());
}

/** The Monday that starts the date's week (rules/src/week.ts). */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -daysSinceWeekStart(new Date(parseIsoDate(isoDate)!).getUTCDay()));
}

export function daysBetweenInclusive(startIso: string, endIso: string): number {
  return Math.round((parseIsoDate(endIso)! - parseIsoDate(startIso)!) / DAY_MS) + 1;
}

export function datesFrom(startIso: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(startIso, index));
}

export function yearMonthOf(isoDate: string): { year: number; month: number } {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
