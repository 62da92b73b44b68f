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
