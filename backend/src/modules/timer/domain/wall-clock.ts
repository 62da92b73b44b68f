// Reading the dates and times the trackers write, and turning a local wall-clock time into an instant.
// Dates: 2026-11-16 (Toggl, and Clockify set to it), 11/16/2026 or 16/11/2026 (Clockify, in the order
// its account is set to: the file's own dates tell which, slashed-dates.ts), 16.11.2026 and 16-11-2026
// (day first). Times: 09:05, 09:05:30, 9:05 AM, 09:05:30 PM, optionally
// followed by a UTC offset (Z, +01:00) when the file carries one.
import { CALENDAR_YEARS } from '#src/shared/time/calendar';
import { twoDigits, utcOffsetMs } from '#src/shared/time/local-days';
import { type SlashedDateOrder, slashedDateParts } from './slashed-dates';

/** A wall-clock moment without a zone, as milliseconds if it were UTC; or with the offset the file gave. */
export interface WallClock {
  readonly wallMs: number;
  /** The UTC offset written beside the time, in milliseconds; undefined when the file gave none. */
  readonly offsetMs?: number;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The date's midnight as UTC milliseconds, or undefined when it is not a real date in a known form;
 * a slashed date is read in the order given (the file's, slashed-dates.ts).
 */
export function readDate(text: string, slashed: SlashedDateOrder): number | undefined {
  const value = text.trim();
  let parts: [number, number, number] | undefined;
  let match = ISO_DATE.exec(value);
  const slashedParts = match ? undefined : slashedDateParts(value, slashed);
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if (slashedParts) parts = [slashedParts.year, slashedParts.month, slashedParts.day];
  else if ((match = DAY_FIRST.exec(value))) parts = [Number(match[3]), Number(match[2]), Number(match[1])];
  if (!parts) return undefined;
  const [year, month, day] = parts;
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last ? ms : undefined;
}

/** Milliseconds since midnight and the offset written, or undefined when the time is unreadable. */
export function readTime(text: string): { ms: number; offsetMs?: number } | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const [minutes, seconds] = [Number(match[2]), Number(match[3] ?? 0)];
  const meridiem = match[4]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const ms = ((hours * 60 + minutes) * 60 + seconds) * 1000;
  return match[5] === undefined ? { ms } : { ms, offsetMs: readOffset(match[5]) };
}

function readOffset(text: string): number {
  if (text === 'Z') return 0;
  const digits = text.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return (text.startsWith('-') ? -1 : 1) * minutes * 60_000;
}

/**
 * The instant a wall-clock time names in a time zone. A time a daylight-saving change skips is read
 * with the offset before the change (an hour later on the clock); a time it repeats, as its first one.
 */
export function instantOf(wall: WallClock, timeZone: string): number {
  if (wall.offsetMs !== undefined) return wall.wallMs - wall.offsetMs;
  const guess = wall.wallMs - utcOffsetMs(timeZone, wall.wallMs);
  const first = wall.wallMs - utcOffsetMs(timeZone, guess);
  const earlier = wall.wallMs - utcOffsetMs(timeZone, first - 60 * 60 * 1000);
  return earlier + utcOffsetMs(timeZone, earlier) === wall.wallMs ? Math.min(earlier, first) : first;
}

/**
 * The wall-clock time as written, without zone: `2026-11-16T09:05:00` (toISOString's first 19
 * characters for the years of CALENDAR_YEARS, built from the parts in about half its time: an import
 * writes two of them per row).
 */
export function wallClockText(wall: WallClock): string {
  const at = new Date(wall.wallMs);
  const date = `${at.getUTCFullYear()}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}`;
  return `${date}T${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}:${twoDigits(at.getUTCSeconds())}`;
}
