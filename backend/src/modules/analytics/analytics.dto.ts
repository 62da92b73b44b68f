// The query parameters of the analytics calls, each refused with a message naming it, and what the
// calls answer.
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { ApiDate, ApiMonday } from '#src/shared/http/api-properties';
import { IsMondayDate, IsRangeEndFor, IsRealDate, LONGEST_DATE_RANGE_DAYS } from '#src/shared/http/date-validators';
import { CALENDAR_YEARS } from '#src/shared/time/calendar';
import type { DailyBalanceView } from './read-models/daily-balance/get-daily-balance.handler';
import type { MonthlyBalanceDayView } from './read-models/monthly-balance/get-monthly-balance.handler';
import type { PeriodSummaryView } from './read-models/monthly-balance/get-period-summary.handler';
import type { MonthFigure, WeekFigure } from './domain/period-summary';
import type { WeekStanding } from './domain/balance';
import type { WeeklyBalanceView } from './read-models/weekly-balance/get-weekly-balance.handler';

const YEAR_MESSAGE = `year must be a whole number from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}`;

/** A query's `year`: a whole number within the calendar's bounds (the month's and the year's summary alike). */
const CalendarYear = () =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last, example: 2026 }),
    Type(() => Number),
    IsInt({ message: YEAR_MESSAGE }),
    Min(CALENDAR_YEARS.first, { message: YEAR_MESSAGE }),
    Max(CALENDAR_YEARS.last, { message: YEAR_MESSAGE }),
  );

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
    `The last day, as YYYY-MM-DD: not before startDate, and at most ${LONGEST_DATE_RANGE_DAYS} days after it counting both.`,
    '2026-11-22',
  )
  @IsRealDate()
  @IsRangeEndFor('startDate')
  endDate!: string;
}

export class YearSummaryRequest {
  @CalendarYear()
  year!: number;
}

export class MonthlyBalanceRequest {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 12, description: 'The month, 1 for January.', example: 11 })
  @Type(() => Number)
  @IsInt({ message: 'month must be a whole number from 1 to 12' })
  @Min(1, { message: 'month must be a whole number from 1 to 12' })
  @Max(12, { message: 'month must be a whole number from 1 to 12' })
  month!: number;

  @CalendarYear()
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
    description: 'Life hours as a share of the hours counted (spec §4): of the whole week, or of those lived so far.',
    example: 75,
  })
  readonly lifePercentage!: number;

  @ApiProperty({
    description:
      "The week's hours the share is taken over: 168 for a week that has ended, the hours lived so far for the week under way (docs/decisions.md), 0 for one not begun.",
    example: 168,
  })
  readonly hoursCounted!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 7,
    description: 'Days of the week with tracked time.',
    example: 5,
  })
  readonly trackedDays!: number;

  @ApiProperty({
    enum: ['in_progress', 'judged', 'not_judged', 'not_begun'],
    description:
      'How the figure reads: so far (in_progress); an ended week judged, or not judged because fewer than three of its days hold tracked time (rules/src/judged-week.ts); or a week not begun.',
    example: 'judged',
  })
  readonly standing!: WeekStanding;
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

export class WeekFigureAnswer implements WeekFigure {
  @ApiMonday()
  readonly weekStart!: string;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: "The week's life share.", example: 71 })
  readonly lifePercentage!: number;
}

export class MonthFigureAnswer implements MonthFigure {
  @ApiProperty({ type: 'integer', example: 2026 })
  readonly year!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 12, description: 'The month, 1 for January.', example: 11 })
  readonly month!: number;

  @workHours()
  readonly workHours!: number;

  @commuteHours()
  readonly commuteHours!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    nullable: true,
    description: "The month's life share of its hours lived so far; null when nothing was tracked or it has not begun.",
    example: 68,
  })
  readonly lifePercentage!: number | null;
}

export class PeriodSummaryAnswer implements PeriodSummaryView {
  @ApiDate('The first day of the period.', '2026-11-01')
  readonly firstDate!: string;

  @ApiDate('The last day of the period.', '2026-11-30')
  readonly lastDate!: string;

  @ApiProperty({
    description:
      "The period's hours the share is taken over: all of them once it has ended, those lived so far while it runs.",
    example: 720,
  })
  readonly hoursCounted!: number;

  @workHours()
  readonly workHours!: number;

  @commuteHours()
  readonly commuteHours!: number;

  @ApiProperty({ description: 'What work and commute leave of the hours counted.', example: 540.5 })
  readonly lifeHours!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: 'Life hours as a share of the hours counted.',
    example: 75,
  })
  readonly lifePercentage!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Days of the period with tracked time.', example: 21 })
  readonly trackedDays!: number;

  @ApiProperty({
    type: WeekFigureAnswer,
    nullable: true,
    description: 'The ended, judged week starting in the period with the highest life share; null when there is none.',
  })
  readonly bestWeek!: WeekFigureAnswer | null;

  @ApiProperty({
    type: WeekFigureAnswer,
    nullable: true,
    description: 'The one with the lowest life share; null when fewer than two weeks are judged.',
  })
  readonly hardestWeek!: WeekFigureAnswer | null;

  @ApiProperty({
    type: [MonthFigureAnswer],
    description: "The trend's months, oldest first: a year's twelve, or the twelve ending with a month.",
  })
  readonly months!: MonthFigureAnswer[];

  @ApiProperty({ type: [MonthlyBalanceDayAnswer], description: 'The days of the period with tracked time, in order.' })
  readonly days!: MonthlyBalanceDayAnswer[];
}
