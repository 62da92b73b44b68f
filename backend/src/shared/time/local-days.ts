// Cuts a span of time into the calendar days of a time zone, as a person living there counts them.
// Durations are real elapsed time: a 23- or 25-hour day simply holds less or more of it. Hand-written
// over Intl because replays cut hundreds of thousands of sessions (a date library measured ~100 µs per
// day boundary here; this takes a few).
import { addDays, mondayOf } from './calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets that hold for a whole UTC day, by time zone, then day number (two maps rather than one
 * keyed by a built string: no string is made per lookup). A day whose offset differs at its two ends
 * (a daylight-saving change) is cached as null and computed instant by instant.
 */
const steadyDayOffsets = new Map<string, Map<number, number | null>>();
const MAX_CACHED_DAYS = 200_000;

/** Local wall-clock time minus UTC at this instant, in milliseconds. */
export function utcOffsetMs(timeZone: string, epochMs: number): number {
  const day = Math.floor(epochMs / DAY_MS);
  let days = steadyDayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    steadyDayOffsets.set(timeZone, days);
  }
  let steady = days.get(day);
  if (steady === undefined) {
    const atStart = exactUtcOffsetMs(timeZone, day * DAY_MS);
    steady = atStart === exactUtcOffsetMs(timeZone, (day + 1) * DAY_MS - 1) ? atStart : null;
    if (days.size >= MAX_CACHED_DAYS) days.clear();
    days.set(day, steady);
  }
  return steady ?? exactUtcOffsetMs(timeZone, epochMs);
}

function exactUtcOffsetMs(timeZone: string, epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallClockAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wallClockAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/** The local calendar date (YYYY-MM-DD) at this instant. */
export function localDateOf(timeZone: string, epochMs: number): string {
  return isoDate(epochMs + utcOffsetMs(timeZone, epochMs));
}

/** The instant as the local wall-clock time with its UTC offset: `2026-03-29T03:30:00.000+02:00`. */
export function isoWithOffset(timeZone: string, epochMs: number): string {
  const offsetMs = utcOffsetMs(timeZone, epochMs);
  const wallClock = new Date(epochMs + offsetMs).toISOString().slice(0, -1);
  const offsetMinutes = Math.round(Math.abs(offsetMs) / 60_000);
  const sign = offsetMs < 0 ? '-' : '+';
  return `${wallClock}${sign}${twoDigits(Math.floor(offsetMinutes / 60))}:${twoDigits(offsetMinutes % 60)}`;
}

/** The instant as a person reads it in messages, in their zone: `Tue 24 Nov 2026, 09:00`. */
export function localMomentText(timeZone: string, epochMs: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** A number of at most two digits written with two: `9` as `09`. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * How many milliseconds of [startMs, endMs) fall on each local calendar date, in time order.
 * Within a stretch of constant UTC offset, dates change at local midnight; offset changes (daylight
 * saving) are found by bisection, so a transition at midnight is handled like any other.
 */
export function splitByLocalDate(startMs: number, endMs: number, timeZone: string): [date: string, ms: number][] {
  const pieces: [string, number][] = [];
  let cursor = startMs;
  while (cursor < endMs) {
    const offset = utcOffsetMs(timeZone, cursor);
    const horizon = Math.min(endMs, cursor + DAY_MS);
    const stretchEnd =
      utcOffsetMs(timeZone, horizon - 1) === offset ? horizon : firstOffsetChange(timeZone, cursor, horizon, offset);
    while (cursor < stretchEnd) {
      const localDayStart = Math.floor((cursor + offset) / DAY_MS) * DAY_MS;
      const pieceEnd = Math.min(stretchEnd, localDayStart + DAY_MS - offset);
      add(pieces, isoDate(localDayStart), pieceEnd - cursor);
      cursor = pieceEnd;
    }
  }
  return pieces;
}

/** The first instant in (from, to) whose UTC offset differs from `offset`, found by bisection. */
function firstOffsetChange(timeZone: string, from: number, to: number, offset: number): number {
  let low = from; // the offset here is `offset`
  let high = to - 1; // the offset here differs
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    if (utcOffsetMs(timeZone, middle) === offset) low = middle;
    else high = middle;
  }
  return high;
}

function add(pieces: [string, number][], date: string, ms: number): void {
  if (ms <= 0) return;
  const last = pieces[pieces.length - 1];
  if (last && last[0] === date) last[1] += ms;
  else pieces.push([date, ms]);
}

const isoDates = new Map<number, string>();

/** YYYY-MM-DD of an epoch value read as UTC (cached per day: replays ask for the same days often). */
export function isoDate(epochMs: number): string {
  const day = Math.floor(epochMs / DAY_MS);
  let date = isoDates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoDates.size >= MAX_CACHED_DAYS) isoDates.clear();
    isoDates.set(day, date);
  }
  return date;
}

/** The instant a local wall-clock time happens on a date (outside daylight-saving gaps). */
export function instantOfLocalTime(timeZone: string, isoDate: string, hour: number): number {
  const wallClockAsUtc = Date.parse(`${isoDate}T00:00:00Z`) + hour * 60 * 60 * 1000;
  const firstGuess = wallClockAsUtc - utcOffsetMs(timeZone, wallClockAsUtc);
  return wallClockAsUtc - utcOffsetMs(timeZone, firstGuess);
}

/**
 * How much of [startMs, endMs) falls between `fromHour` o'clock and midnight on each local date
 * it touches, in time order; dates with none are left out.
 */
export function splitEveningsByLocalDate(
  startMs: number,
  endMs: number,
  timeZone: string,
  fromHour: number,
): [date: string, ms: number][] {
  const evenings: [string, number][] = [];
  for (const [date] of splitByLocalDate(startMs, endMs, timeZone)) {
    const eveningStart = Math.max(startMs, instantOfLocalTime(timeZone, date, fromHour));
    if (eveningStart >= endMs) continue;
    const onThatDate = splitByLocalDate(eveningStart, endMs, timeZone).find(([pieceDate]) => pieceDate === date);
    if (onThatDate) add(evenings, date, onThatDate[1]);
  }
  return evenings;
}

/**
 * Where a person stands in their own calendar at this instant: the local date, and the hours since its
 * local midnight by the wall clock (0 to just under 24), which "so far" counts as lived.
 */
export function localNowOf(timeZone: string, epochMs: number): { date: string; hourOfDay: number } {
  const wallClock = epochMs + utcOffsetMs(timeZone, epochMs);
  const dayStart = Math.floor(wallClock / DAY_MS) * DAY_MS;
  return { date: isoDate(dayStart), hourOfDay: (wallClock - dayStart) / (60 * 60 * 1000) };
}

/** The Monday of the local week holding this instant. */
export function localWeekStartOf(timeZone: string, epochMs: number): string {
  return mondayOf(localDateOf(timeZone, epochMs));
}

/** The instant a local week begins: midnight at the start of its Monday. */
export function localWeekBegin(timeZone: string, weekStart: string): number {
  return instantOfLocalTime(timeZone, weekStart, 0);
}

/** The instant a local week ends: midnight at the start of the Monday after it. */
export function localWeekEnd(timeZone: string, weekStart: string): number {
  return instantOfLocalTime(timeZone, addDays(weekStart, 7), 0);
}
