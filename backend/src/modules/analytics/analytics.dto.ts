// The query parameters of the three analytics calls, each refused with a message naming it.
import { Type } from 'class-transformer';
import { IsInt, Max, Min, ValidateBy } from 'class-validator';
import { IsMondayDate, IsRealDate, isIsoDate } from '../../shared/http/date-validators';
import { daysBetweenInclusive } from '../../shared/time/calendar';

const MAX_RANGE_DAYS = 366;

/** The end of a range: not before its start, and at most MAX_RANGE_DAYS days long. */
function IsRangeEndFor(startProperty: string) {
  return ValidateBy({
    name: 'isRangeEnd',
    validator: {
      validate: (value: unknown, args) => {
        const start = (args?.object as Record<string, unknown>)[startProperty];
        if (!isIsoDate(value) || !isIsoDate(start)) return true;
        const days = daysBetweenInclusive(start, value);
        return days >= 1 && days <= MAX_RANGE_DAYS;
      },
      defaultMessage: (args) => {
        const start = (args?.object as Record<string, string>)[startProperty];
        return daysBetweenInclusive(start, args?.value as string) < 1
          ? `${args?.property} must not be before ${startProperty}`
          : `the range from ${startProperty} to ${args?.property} may cover at most ${MAX_RANGE_DAYS} days`;
      },
    },
  });
}

export class WeeklyBalanceRequest {
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

export class DailyBalanceRequest {
  @IsRealDate()
  startDate!: string;

  @IsRealDate()
  @IsRangeEndFor('startDate')
  endDate!: string;
}

export class MonthlyBalanceRequest {
  @Type(() => Number)
  @IsInt({ message: 'month must be a whole number from 1 to 12' })
  @Min(1, { message: 'month must be a whole number from 1 to 12' })
  @Max(12, { message: 'month must be a whole number from 1 to 12' })
  month!: number;

  @Type(() => Number)
  @IsInt({ message: 'year must be a whole number from 1970 to 9999' })
  @Min(1970, { message: 'year must be a whole number from 1970 to 9999' })
  @Max(9999, { message: 'year must be a whole number from 1970 to 9999' })
  year!: number;
}
