// Spec §7's three analytics calls, and a month's and a year's summary, answered from the balance read models.
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import {
  DailyBalanceAnswer,
  DailyBalanceRequest,
  MonthlyBalanceDayAnswer,
  MonthlyBalanceRequest,
  PeriodSummaryAnswer,
  WeeklyBalanceAnswer,
  WeeklyBalanceRequest,
  YearSummaryRequest,
} from './analytics.dto';
import { firstDateOf, lastDateOf, twelveMonthsTo } from './domain/period-summary';
import { GetPeriodSummary, type PeriodSummaryView } from './read-models/monthly-balance/get-period-summary.handler';
import { type DailyBalanceView, GetDailyBalance } from './read-models/daily-balance/get-daily-balance.handler';
import {
  GetMonthlyBalance,
  type MonthlyBalanceDayView,
} from './read-models/monthly-balance/get-monthly-balance.handler';
import { GetWeeklyBalance, type WeeklyBalanceView } from './read-models/weekly-balance/get-weekly-balance.handler';

@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('weekly')
  @ApiOperation({ summary: "A week's work, commute and life hours, so far for the week under way" })
  @ApiOkResponse({ description: 'The week, with zeros when nothing was tracked.', type: WeeklyBalanceAnswer })
  weekly(@CurrentUser() user: SignedInUser, @Query() query: WeeklyBalanceRequest): Promise<WeeklyBalanceView> {
    return this.queries.execute(new GetWeeklyBalance(user.id, query.weekStart, timeZoneOf(user)));
  }

  @Get('daily')
  @ApiOperation({ summary: 'Work and commute hours for each day of a range' })
  @ApiOkResponse({ description: 'Every day of the range, in order.', type: [DailyBalanceAnswer] })
  daily(@CurrentUser() user: SignedInUser, @Query() query: DailyBalanceRequest): Promise<DailyBalanceView[]> {
    return this.queries.execute(new GetDailyBalance(user.id, query.startDate, query.endDate));
  }

  @Get('monthly')
  @ApiOperation({ summary: 'Every day of a month with its balance score' })
  @ApiOkResponse({ description: 'Every day of the month, in order.', type: [MonthlyBalanceDayAnswer] })
  monthly(@CurrentUser() user: SignedInUser, @Query() query: MonthlyBalanceRequest): Promise<MonthlyBalanceDayView[]> {
    return this.queries.execute(new GetMonthlyBalance(user.id, query.year, query.month));
  }

  @Get('month-summary')
  @ApiOperation({ summary: "A month's totals, life share, best and hardest weeks, and the twelve months to it" })
  @ApiOkResponse({ description: 'The month at a glance, so far while it runs.', type: PeriodSummaryAnswer })
  monthSummary(@CurrentUser() user: SignedInUser, @Query() query: MonthlyBalanceRequest): Promise<PeriodSummaryView> {
    const month = { year: query.year, month: query.month };
    return this.queries.execute(
      new GetPeriodSummary(user.id, firstDateOf(month), lastDateOf(month), twelveMonthsTo(month), timeZoneOf(user)),
    );
  }

  @Get('year-summary')
  @ApiOperation({ summary: "A year's totals, life share, best and hardest weeks, its months and its tracked days" })
  @ApiOkResponse({ description: 'The year at a glance, so far while it runs.', type: PeriodSummaryAnswer })
  yearSummary(@CurrentUser() user: SignedInUser, @Query() query: YearSummaryRequest): Promise<PeriodSummaryView> {
    const months = Array.from({ length: 12 }, (_, index) => ({ year: query.year, month: index + 1 }));
    return this.queries.execute(
      new GetPeriodSummary(user.id, firstDateOf(months[0]), lastDateOf(months[11]), months, timeZoneOf(user)),
    );
  }
}
