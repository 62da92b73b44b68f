// Validators for the YYYY-MM-DD dates, the weeks and the moments the API takes, each failing with a
// message naming the field. All of them hold the calendar's years (CALENDAR_YEARS in time/calendar.ts):
// a date, a week or a moment outside them is a 400 here rather than a failing query later.
import { ValidateBy, type ValidationOptions } from 'class-validator';
import {
  FIRST_CALENDAR_DATE,
  LAST_CALENDAR_DATE,
  addDays,
  daysBetweenInclusive,
  isMonday,
  isWithinCalendar,
  mondayOf,
  parseIsoDate,
} from '#src/shared/time/calendar';

/** The first and the last Monday whose whole week lies within the calendar. */
export const FIRST_CALENDAR_WEEK = mondayOf(addDays(FIRST_CALENDAR_DATE, 6));
export const LAST_CALENDAR_WEEK = mondayOf(addDays(LAST_CALENDAR_DATE, -6));

const isRealDate = (value: unknown): value is string => typeof value === 'string' && parseIsoDate(value) !== undefined;

/** A real YYYY-MM-DD date within the calendar: what every date field takes. */
export const isIsoDate = (value: unknown): value is string => isRealDate(value) && isWithinCalendar(value);

export function IsRealDate(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isRealDate',
      validator: {
        validate: isIsoDate,
        defaultMessage: (args) =>
          isRealDate(args?.value)
            ? `${args?.property} must be a date from ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE}, the days Pause keeps`
            : `${args?.property} must be a real date written YYYY-MM-DD`,
      },
    },
    options,
  );
}

/** Passes anything that is not a date, so IsRealDate alone reports those. */
export function IsMondayDate() {
  return ValidateBy({
    name: 'isMondayDate',
    validator: {
      validate: (value: unknown) =>
        !isIsoDate(value) || (isMonday(value) && value >= FIRST_CALENDAR_WEEK && value <= LAST_CALENDAR_WEEK),
      defaultMessage: (args) =>
        isMonday(args?.value as string)
          ? `${args?.property} must be a Monday from ${FIRST_CALENDAR_WEEK} to ${LAST_CALENDAR_WEEK}: the week's seven days must lie within the days Pause keeps, ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE}`
          : `${args?.property} must be a Monday (weeks start on Monday)`,
    },
  });
}

/** The most days a range of dates may cover, counting both ends: a leap year, so any calendar year fits. */
export const LONGEST_DATE_RANGE_DAYS = 366;

/**
 * The end of a range of dates: not before its start, and at most LONGEST_DATE_RANGE_DAYS days long.
 * Passes anything that is not a date, so IsRealDate alone reports those.
 */
export function IsRangeEndFor(startProperty: string) {
  return ValidateBy({
    name: 'isRangeEnd',
    validator: {
      validate: (value: unknown, args) => {
        const start = (args?.object as Record<string, unknown>)[startProperty];
        if (!isIsoDate(value) || !isIsoDate(start)) return true;
        const days = daysBetweenInclusive(start, value);
        return days >= 1 && days <= LONGEST_DATE_RANGE_DAYS;
      },
      defaultMessage: (args) => {
        const start = (args?.object as Record<string, string>)[startProperty];
        return daysBetweenInclusive(start, args?.value as string) < 1
          ? `${args?.property} must not be before ${startProperty}`
          : `the range from ${startProperty} to ${args?.property} may cover at most ${LONGEST_DATE_RANGE_DAYS} days`;
      },
    },
  });
}

/** An instant written in ISO 8601 with its date, time and zone: `2026-11-24T09:00:00+01:00` or `…Z`. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** The calendar's moments in UTC: from its first day's midnight to its last day's end. */
const FIRST_MOMENT_MS = parseIsoDate(FIRST_CALENDAR_DATE)!;
const END_MOMENT_MS = parseIsoDate(LAST_CALENDAR_DATE)! + 24 * 60 * 60 * 1000;

const isWrittenInstant = (value: unknown): value is string =>
  typeof value === 'string' &&
  INSTANT.test(value) &&
  parseIsoDate(value.slice(0, 10)) !== undefined &&
  Number.isFinite(Date.parse(value));

/** A moment written with its zone, within the calendar's years. */
export const isInstant = (value: unknown): value is string =>
  isWrittenInstant(value) && Date.parse(value) >= FIRST_MOMENT_MS && Date.parse(value) < END_MOMENT_MS;

export function IsInstant(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isInstant',
      validator: {
        validate: isInstant,
        defaultMessage: (args) =>
          isWrittenInstant(args?.value)
            ? `${args?.property} must be a moment from ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE} (UTC), the days Pause keeps`
            : `${args?.property} must be a date and time with its time zone, such as 2026-11-24T09:00:00+01:00`,
      },
    },
    options,
  );
}
