// The query parameters of the three analytics calls, each refused with a message naming it, and what
// the calls answer.
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min, ValidateBy } from 'class-validator';
import { ApiDate, ApiMonday } from '#src/shared/http/api-properties';
import { IsMondayDate, IsRealDate, isIsoDate } from '#src/shared/http/date-validators';
import { CALENDAR_YEARS, daysBetweenInclusive } from '#src/shared/time/calendar';
import type { DailyBalanceView } from './read-models/daily-balance/get-daily-balance.handler';
import type { MonthlyBalanceDayView } from './read-models/monthly-balance/get-monthly-balance.handler';
import type { WeeklyBalanceView } from './read-models/weekly-balance/get-weekly-balance.handler';

const MAX_RANGE_DAYS = 366;
const YEAR_MESSAGE = `year must be a whole number from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}`;

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
  @ApiMonday("The Monday of the week, as YYYY-MM-DD, in the person's own calendar.")
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

export class DailyBalanceRequest {
  @ApiDate('The first day, as YYYY-MM-DD.')
  @IsRealDate()
  startDate!: string;

  @ApiDate(
    `The last day, as YYYY-MM-DD: not before startDate, and at most ${MAX_RANGE_DAYS} days after it counting both.`,
    '2026-11-22',
  )
  @IsRealDate()
  @IsRangeEndFor('startDate')
  endDate!: string;
}

export class MonthlyBalanceRequest {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 12, description: 'The month, 1 for January.', example: 11 })
  @Type(() => Number)
  @IsInt({ message: 'month must be a whole number from 1 to 12' })
  @Min(1, { message: 'month must be a whole number from 1 to 12' })
  @Max(12, { message: 'month must be a whole number from 1 to 12' })
  month!: number;

  @ApiProperty({ type: 'integer', minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last, example: 2026 })
  @Type(() => Number)
  @IsInt({ message: YEAR_MESSAGE })
  @Min(CALENDAR_YEARS.first, { message: YEAR_MESSAGE })
  @Max(CALENDAR_YEARS.last, { message: YEAR_MESSAGE })
  year!: number;
}

const workHours = () => ApiProperty({ description: 'Hours of work sessions, to two decimals.', example: 38.5 });
const commuteHours = () => ApiProperty({ description: 'Hours of commute sessions, to two decimals.', example: 4.25 });

export class WeeklyBalanceAnswer implements WeeklyBalanceView {
  @ApiMonday()
  readonly weekStart!: string;

  @workHours()
  readonly workHours!: number;

  @commuteHours()
  readonly commuteHours!: number;

  @ApiProperty({ description: "What is left of the week's 168 hours, to two decimals.", example: 125.25 })
  readonly lifeHours!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'Life hours as a share of the week.',
    example: 75,
  })
  readonly lifePercentage!: number;
}

export class DailyBalanceAnswer implements DailyBalanceView {
  @ApiDate('The day, as YYYY-MM-DD.')
  readonly date!: string;

  @workHours()
  readonly workHours!: number;

  @commuteHours()
  readonly commuteHours!: number;
}

export class MonthlyBalanceDayAnswer extends DailyBalanceAnswer implements MonthlyBalanceDayView {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: "The day's life share of its 24 hours.",
    example: 62,
  })
  readonly balanceScore!: number;
}
