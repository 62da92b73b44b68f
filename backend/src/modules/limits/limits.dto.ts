// What the limits calls take and answer (issue 29): the person's four limits, a week measured against
// them and against the health thresholds, the four-month average, and the weekly digests.
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EU_WEEKLY_WORK_LIMIT_HOURS, WHO_ILO_LONG_WEEK_HOURS } from '@pause/rules/health-thresholds';
import { LIMIT_RANGES, type PersonalLimits } from '@pause/rules/personal-limits';
import { IsNumber, ValidateBy, ValidateIf } from 'class-validator';
import { ApiDate, ApiMoment, ApiMonday } from '#src/shared/http/api-properties';
import { IsMondayDate, IsRealDate } from '#src/shared/http/date-validators';
import { CALENDAR_YEARS } from '#src/shared/time/calendar';
import type { AverageWeekMonth } from './domain/average-week';
import { monthsSpanned, parseMonth } from './domain/average-week';
import type { WeekHealthView } from './domain/week-health';
import type { DigestView, PastDigestView } from './weekly-digests';

const LIMIT_DESCRIPTIONS: Record<keyof PersonalLimits, string> = {
  weeklyWorkHours: 'Work hours a week at most, in half hours; null when not set.',
  dailyCommuteMinutes: 'Commute a day at most, in whole minutes; null when not set.',
  latestWorkHour: "No work after this hour o'clock on a weekday (a whole hour); null when not set.",
  daysOff: 'Days without work a week (whole days); null when not set.',
};

const LIMIT_EXAMPLES: PersonalLimits = { weeklyWorkHours: 40, dailyCommuteMinutes: 60, latestWorkHour: 19, daysOff: 2 };

/** A limit's field in the OpenAPI document: a number or null, within the rule's range. */
const ApiLimit = (field: keyof PersonalLimits) =>
  ApiProperty({
    type: field === 'weeklyWorkHours' ? Number : 'integer',
    nullable: true,
    minimum: LIMIT_RANGES[field].fewest,
    maximum: LIMIT_RANGES[field].most,
    description: LIMIT_DESCRIPTIONS[field],
    example: LIMIT_EXAMPLES[field],
  });

/** Sent, and a number or null: whether it is in range is the rule's to say (limitsRefusal). */
const IsLimitValue = (field: keyof PersonalLimits) =>
  applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== null),
    IsNumber(
      { allowNaN: false, allowInfinity: false },
      { message: `${field} must be a number, or null for no such limit` },
    ),
  );

export class PersonalLimitsRequest implements PersonalLimits {
  @ApiLimit('weeklyWorkHours')
  @IsLimitValue('weeklyWorkHours')
  weeklyWorkHours!: number | null;

  @ApiLimit('dailyCommuteMinutes')
  @IsLimitValue('dailyCommuteMinutes')
  dailyCommuteMinutes!: number | null;

  @ApiLimit('latestWorkHour')
  @IsLimitValue('latestWorkHour')
  latestWorkHour!: number | null;

  @ApiLimit('daysOff')
  @IsLimitValue('daysOff')
  daysOff!: number | null;
}

export class PersonalLimitsAnswer implements PersonalLimits {
  @ApiLimit('weeklyWorkHours')
  readonly weeklyWorkHours!: number | null;

  @ApiLimit('dailyCommuteMinutes')
  readonly dailyCommuteMinutes!: number | null;

  @ApiLimit('latestWorkHour')
  readonly latestWorkHour!: number | null;

  @ApiLimit('daysOff')
  readonly daysOff!: number | null;
}

export class WeekHealthRequest {
  @ApiMonday("The Monday of the week, as YYYY-MM-DD, in the person's own calendar.")
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

/** The path's week of a digest. */
export class DigestWeekParams {
  @ApiMonday('The Monday of the week the digest looks back on, as YYYY-MM-DD.')
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}

type LimitsView = WeekHealthView['limits'];
type ThresholdsView = WeekHealthView['thresholds'];

export class WeeklyWorkProgressAnswer implements NonNullable<LimitsView['weeklyWork']> {
  @ApiProperty({ description: 'The limit set, in hours.', example: 40 })
  readonly limitHours!: number;

  @ApiProperty({ description: "The week's work, to four decimals.", example: 41.5 })
  readonly workedHours!: number;

  @ApiProperty({ description: 'Whether the week holds more work than the limit.', example: true })
  readonly crossed!: boolean;
}

export class DailyCommuteProgressAnswer implements NonNullable<LimitsView['dailyCommute']> {
  @ApiProperty({ type: 'integer', description: 'The limit set, in minutes a day.', example: 60 })
  readonly limitMinutes!: number;

  @ApiProperty({
    type: String,
    format: 'date',
    isArray: true,
    description: 'The local dates with more commute than the limit.',
    example: ['2026-11-17'],
  })
  readonly daysOver!: readonly string[];

  @ApiProperty({ description: 'Whether any day holds more commute than the limit.', example: true })
  readonly crossed!: boolean;
}

export class LatestWorkHourProgressAnswer implements NonNullable<LimitsView['latestWorkHour']> {
  @ApiProperty({ type: 'integer', description: "The hour o'clock set.", example: 19 })
  readonly hour!: number;

  @ApiProperty({
    type: String,
    format: 'date',
    isArray: true,
    description: 'The weekdays (local dates) with work after that hour.',
    example: ['2026-11-18'],
  })
  readonly lateDays!: readonly string[];

  @ApiProperty({ description: 'Whether any weekday holds work after that hour.', example: true })
  readonly crossed!: boolean;
}

export class DaysOffProgressAnswer implements NonNullable<LimitsView['daysOff']> {
  @ApiProperty({ type: 'integer', description: 'Days without work wanted a week.', example: 2 })
  readonly wanted!: number;

  @ApiProperty({ type: 'integer', description: 'Days of the week with any work.', example: 6 })
  readonly daysWorked!: number;

  @ApiProperty({ description: 'Whether more days held work than the days off leave.', example: true })
  readonly crossed!: boolean;
}

export class LimitsProgressAnswer implements LimitsView {
  @ApiProperty({ type: WeeklyWorkProgressAnswer, nullable: true, description: 'Null when the limit is not set.' })
  readonly weeklyWork!: WeeklyWorkProgressAnswer | null;

  @ApiProperty({ type: DailyCommuteProgressAnswer, nullable: true, description: 'Null when the limit is not set.' })
  readonly dailyCommute!: DailyCommuteProgressAnswer | null;

  @ApiProperty({ type: LatestWorkHourProgressAnswer, nullable: true, description: 'Null when the limit is not set.' })
  readonly latestWorkHour!: LatestWorkHourProgressAnswer | null;

  @ApiProperty({ type: DaysOffProgressAnswer, nullable: true, description: 'Null when the limit is not set.' })
  readonly daysOff!: DaysOffProgressAnswer | null;
}

export class EuWeeklyLimitAnswer {
  @ApiProperty({
    description: 'Hours of work a week above which the week is over the EU limit.',
    example: EU_WEEKLY_WORK_LIMIT_HOURS,
  })
  readonly limitHours!: number;

  @ApiProperty({ description: 'Whether the week holds more work than that.', example: false })
  readonly crossed!: boolean;
}

export class WhoIloLongWeekAnswer {
  @ApiProperty({
    description: 'Hours of work a week from which WHO and ILO count a long week.',
    example: WHO_ILO_LONG_WEEK_HOURS,
  })
  readonly limitHours!: number;

  @ApiProperty({ description: 'Whether the week holds that much work or more.', example: false })
  readonly crossed!: boolean;
}

export class ShortRestAnswer implements Readonly<ThresholdsView['shortRests'][number]> {
  @ApiMoment('When the 24 hours without 11 free hours in a row began (work or commute began).')
  readonly windowStart!: string;

  @ApiMoment('When the longest free run in those 24 hours began.')
  readonly restFrom!: string;

  @ApiMoment('When it ended.', { example: '2026-11-16T17:00:00.000Z' })
  readonly restUntil!: string;

  @ApiProperty({ description: 'How long it was, in hours, to four decimals.', example: 8.5 })
  readonly restHours!: number;

  @ApiDate('The local date the short rest began on.', '2026-11-17')
  readonly night!: string;
}

export class UnbrokenWorkAnswer implements Readonly<ThresholdsView['workWithoutBreak'][number]> {
  @ApiMoment('When the stretch without a break began.')
  readonly from!: string;

  @ApiMoment('When it ended.', { example: '2026-11-16T16:00:00.000Z' })
  readonly until!: string;

  @ApiProperty({ description: 'The work it held, in hours, to four decimals.', example: 7.25 })
  readonly workHours!: number;

  @ApiDate('The local date it began on.', '2026-11-17')
  readonly date!: string;
}

export class WeeklyRestAnswer implements Readonly<ThresholdsView['weeklyRest']> {
  @ApiProperty({
    description: 'False while the week is under way and has not yet held 24 free hours in a row.',
    example: true,
  })
  readonly judged!: boolean;

  @ApiProperty({ description: 'Judged, and the week held no 24 free hours in a row.', example: false })
  readonly crossed!: boolean;

  @ApiProperty({ description: "The week's longest free run, in hours, to four decimals.", example: 36.5 })
  readonly longestRestHours!: number;
}

export class HealthThresholdsAnswer implements ThresholdsView {
  @ApiProperty({ type: EuWeeklyLimitAnswer })
  readonly euWeeklyLimit!: EuWeeklyLimitAnswer;

  @ApiProperty({ type: WhoIloLongWeekAnswer })
  readonly whoIloLongWeek!: WhoIloLongWeekAnswer;

  @ApiProperty({
    type: ShortRestAnswer,
    isArray: true,
    description: 'Each 24 hours, begun in the week and ended by now, without 11 free hours in a row.',
  })
  readonly shortRests!: ShortRestAnswer[];

  @ApiProperty({
    type: UnbrokenWorkAnswer,
    isArray: true,
    description: 'Each stretch begun in the week holding more than 6 hours of work with no break of 15 minutes.',
  })
  readonly workWithoutBreak!: UnbrokenWorkAnswer[];

  @ApiProperty({ type: WeeklyRestAnswer })
  readonly weeklyRest!: WeeklyRestAnswer;
}

export class HealthSourcesAnswer {
  @ApiProperty({
    description: 'The EU Working Time Directive on EUR-Lex.',
    example: 'https://eur-lex.europa.eu/eli/dir/2003/88/oj',
  })
  readonly euWorkingTimeDirective!: string;

  @ApiProperty({
    description: 'The WHO/ILO study of long working hours.',
    example: 'https://doi.org/10.1016/j.envint.2021.106595',
  })
  readonly whoIloLongHours!: string;

  @ApiProperty({
    description: 'The study of commuting and well-being.',
    example: 'https://doi.org/10.1007/s11116-019-09983-9',
  })
  readonly commuteWellbeing!: string;
}

export class WeekHealthAnswer implements WeekHealthView {
  @ApiMonday()
  readonly weekStart!: string;

  @ApiProperty({ description: 'Whether the week has ended.', example: true })
  readonly weekIsOver!: boolean;

  @ApiProperty({ description: "The week's work, in hours to four decimals.", example: 41.5 })
  readonly workHours!: number;

  @ApiProperty({ type: LimitsProgressAnswer, description: "The week against the person's own limits." })
  readonly limits!: LimitsProgressAnswer;

  @ApiProperty({ type: HealthThresholdsAnswer, description: 'The week against the health thresholds, always on.' })
  readonly thresholds!: HealthThresholdsAnswer;

  @ApiProperty({ type: HealthSourcesAnswer, description: 'The public sources of the thresholds.' })
  readonly sources!: HealthSourcesAnswer;
}

const MONTH_PATTERN = /^\d{4}-\d{2}$/;
/** The most months the four-month view answers at once: two years. */
export const MOST_AVERAGE_MONTHS = 24;

const isCalendarMonth = (value: unknown): value is string => {
  const month = typeof value === 'string' && MONTH_PATTERN.test(value) ? parseMonth(value) : undefined;
  return month !== undefined && month.year >= CALENDAR_YEARS.first && month.year <= CALENDAR_YEARS.last;
};

const IsCalendarMonth = () =>
  ValidateBy({
    name: 'isCalendarMonth',
    validator: {
      validate: isCalendarMonth,
      defaultMessage: (args) =>
        `${args?.property} must be a month written YYYY-MM, from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}`,
    },
  });

/** Not before `from`, and at most MOST_AVERAGE_MONTHS months counting both; passes what is not a month. */
const IsMonthRangeEnd = () =>
  ValidateBy({
    name: 'isMonthRangeEnd',
    validator: {
      validate: (value: unknown, args) => {
        const from = (args?.object as Record<string, unknown>).from;
        if (!isCalendarMonth(value) || !isCalendarMonth(from)) return true;
        const months = monthsSpanned(parseMonth(from)!, parseMonth(value)!);
        return months >= 1 && months <= MOST_AVERAGE_MONTHS;
      },
      defaultMessage: (args) => {
        const from = parseMonth((args?.object as Record<string, string>).from)!;
        return monthsSpanned(from, parseMonth(args?.value as string)!) < 1
          ? 'to must not be before from'
          : `the months from from to to may be at most ${MOST_AVERAGE_MONTHS}`;
      },
    },
  });

export class AverageWeekRequest {
  @ApiProperty({ description: 'The first month, as YYYY-MM.', example: '2026-08' })
  @IsCalendarMonth()
  from!: string;

  @ApiProperty({
    description: `The last month, as YYYY-MM: not before from, at most ${MOST_AVERAGE_MONTHS} months counting both.`,
    example: '2026-11',
  })
  @IsCalendarMonth()
  @IsMonthRangeEnd()
  to!: string;
}

export class AverageWeekMonthAnswer implements AverageWeekMonth {
  @ApiProperty({ description: 'The month, as YYYY-MM.', example: '2026-11' })
  readonly month!: string;

  @ApiDate('The first day of the four calendar months ending with the month.', '2026-08-01')
  readonly periodFrom!: string;

  @ApiDate("The month's last day, or today while the month runs.", '2026-11-27')
  readonly periodTo!: string;

  @ApiProperty({ description: 'The average work a week over the period, in hours to four decimals.', example: 43.2 })
  readonly averageWeeklyWorkHours!: number;
}

export class AverageWeekAnswer {
  @ApiProperty({
    description: 'The EU limit on the average working week, in hours.',
    example: EU_WEEKLY_WORK_LIMIT_HOURS,
  })
  readonly limitHours!: number;

  @ApiProperty({
    type: AverageWeekMonthAnswer,
    isArray: true,
    description: 'Each month asked that has begun, oldest first; months wholly in the future are left out.',
  })
  readonly months!: AverageWeekMonthAnswer[];
}

export class DigestAnswer implements DigestView {
  @ApiMonday('The Monday of the week the digest looks back on.')
  readonly weekStart!: string;

  @ApiProperty({ description: 'Whether the digest was announced already.', example: false })
  readonly announced!: boolean;

  @ApiProperty({ description: 'Whether the person dismissed it.', example: false })
  readonly dismissed!: boolean;

  @ApiProperty({ type: WeekHealthAnswer, description: 'The week as it is now.' })
  readonly week!: WeekHealthAnswer;
}

export class LastWeekDigestAnswer {
  @ApiProperty({
    type: DigestAnswer,
    nullable: true,
    description: "Last week's digest (the person's local week before this one), or null when it holds no session.",
  })
  readonly digest!: DigestAnswer | null;
}

export class PastDigestAnswer implements PastDigestView {
  @ApiMonday('The Monday of the week the digest looked back on.')
  readonly weekStart!: string;

  @ApiMoment('When it was announced.', { nullable: true })
  readonly announcedAt!: string | null;

  @ApiMoment('When it was dismissed, or null.', { nullable: true })
  readonly dismissedAt!: string | null;

  @ApiProperty({ type: WeekHealthAnswer, description: 'The week as it is now.' })
  readonly week!: WeekHealthAnswer;
}

export class PastDigestsAnswer {
  @ApiProperty({ type: PastDigestAnswer, isArray: true, description: 'Newest first, at most 26.' })
  readonly digests!: PastDigestAnswer[];
}
