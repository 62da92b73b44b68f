// How every tool reads a moment from its command line: strictly, because new Date() would read "1" as
// 2001, roll 2026-02-30 over to 2 March and read a time without a zone in the machine's own zone.
import { UsageError } from './command-line';

const EXAMPLE = '2026-06-30T23:59:59Z';
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Reads `YYYY-MM-DDTHH:MM[:SS[.fraction of up to 9 digits]]` then `Z` or `±HH:MM`. As RFC 3339 allows,
 * `t` and `z` may be lower-case and a space may stand for the T (`date --rfc-3339=seconds` writes one).
 * A fraction finer than a millisecond is cut off: a Date holds no more.
 */
export function parseMoment(option: string, text: string): Date {
  const match = DATE_TIME.exec(text);
  if (!match) {
    throw new UsageError(
      DATE_ONLY.test(text)
        ? `${option} ${text} has a date but no time: write the time and zone too, such as ${text}T00:00:00Z for the start of that day in UTC.`
        : `${option} ${shown(text)} is not a date-time: write it in ISO 8601 with a time zone, such as ${EXAMPLE}.`,
    );
  }
  const [, year, month, day, hour, minute, second = '00', fraction = '', zone] = match;
  const fields = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  const impossible = impossibility(fields) ?? (zone === undefined ? undefined : offsetImpossibility(zone));
  if (impossible)
    throw new UsageError(
      `${option} ${shown(text)} is not a real moment: ${impossible}. Write one that exists, such as ${EXAMPLE}.`,
    );
  if (zone === undefined) {
    throw new UsageError(
      `${option} ${shown(text)} has no time zone: add Z for UTC or an offset such as +02:00, as in ${EXAMPLE}.`,
    );
  }
  const moment = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999.
  moment.setUTCFullYear(fields.year, fields.month - 1, fields.day);
  moment.setUTCHours(fields.hour, fields.minute, fields.second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  return new Date(moment.getTime() - offsetMinutes(zone) * 60_000);
}

/** Refuses a moment after now: nothing has happened there yet, so it is surely a typo. */
export function refuseFuture(option: string, moment: Date, now: Date): void {
  if (moment.getTime() > now.getTime()) {
    throw new UsageError(
      `${option} ${formatted(moment)} is in the future; give a moment no later than now, ${formatted(now)}.`,
    );
  }
}

function impossibility(at: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}): string | undefined {
  if (at.month < 1 || at.month > 12) return `there is no month ${pad(at.month)} (months run 01 to 12)`;
  const days = daysIn(at.year, at.month);
  if (at.day < 1) return 'there is no day 00 (days start at 01)';
  if (at.day > days) {
    const leap = at.month === 2 ? ` (${at.year} is ${days === 29 ? '' : 'not '}a leap year)` : '';
    return `${MONTHS[at.month - 1]} ${at.year} has ${days} days${leap}`;
  }
  if (at.hour > 23)
    return `there is no hour ${at.hour} (hours run 00 to 23; midnight at the end of a day is 00:00 of the next)`;
  if (at.minute > 59) return `there is no minute ${at.minute} (minutes run 00 to 59)`;
  if (at.second > 59) return `there is no second ${at.second} (seconds run 00 to 59)`;
  return undefined;
}

function offsetImpossibility(zone: string): string | undefined {
  if (zone.toUpperCase() === 'Z') return undefined;
  const [hours, minutes] = zone.slice(1).split(':').map(Number);
  return hours > 23 || minutes > 59 ? `there is no offset ${zone} (offsets run from -23:59 to +23:59)` : undefined;
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const [hours, minutes] = zone.slice(1).split(':').map(Number);
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function formatted(moment: Date): string {
  return moment.toISOString().replace('.000Z', 'Z');
}

// Quotes only text a reader could misread unquoted: empty, or with spaces.
function shown(text: string): string {
  return /^[\x21-\x7e]+$/.test(text) ? text : JSON.stringify(text);
}
