// Validators for the YYYY-MM-DD dates the API takes, each failing with a message naming the field.
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isMonday, parseIsoDate } from '../time/calendar';

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && parseIsoDate(value) !== undefined;

export function IsRealDate(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isRealDate',
      validator: {
        validate: isIsoDate,
        defaultMessage: (args) => `${args?.property} must be a real date written YYYY-MM-DD`,
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
      validate: (value: unknown) => !isIsoDate(value) || isMonday(value),
      defaultMessage: (args) => `${args?.property} must be a Monday (weeks start on Monday)`,
    },
  });
}

/** An instant written in ISO 8601 with its date, time and zone: `2026-11-24T09:00:00+01:00` or `…Z`. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const isInstant = (value: unknown): value is string =>
  typeof value === 'string' &&
  INSTANT.test(value) &&
  parseIsoDate(value.slice(0, 10)) !== undefined &&
  Number.isFinite(Date.parse(value));

export function IsInstant(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isInstant',
      validator: {
        validate: isInstant,
        defaultMessage: (args) =>
          `${args?.property} must be a date and time with its time zone, such as 2026-11-24T09:00:00+01:00`,
      },
    },
    options,
  );
}
