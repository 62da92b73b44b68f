// Spec §7's three analytics calls, answered from the balance read models.
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type SignedInUser } from '#src/shared/http/current-user';
import {
  DailyBalanceAnswer,
  DailyBalanceRequest,
  MonthlyBalanceDayAnswer,
  MonthlyBalanceRequest,
  WeeklyBalanceAnswer,
  WeeklyBalanceRequest,
} from './analytics.dto';
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
  @ApiOperation({ summary: "A week's work, commute and life hours" })
  @ApiOkResponse({ description: 'The week, with zeros when nothing was tracked.', type: WeeklyBalanceAnswer })
  weekly(@CurrentUser() user: SignedInUser, @Query() query: WeeklyBalanceRequest): Promise<WeeklyBalanceView> {
    return this.queries.execute(new GetWeeklyBalance(user.id, query.weekStart));
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
}
