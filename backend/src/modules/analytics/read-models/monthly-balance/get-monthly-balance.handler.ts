// GetMonthlyBalance: every day of a month with its work and commute hours and balance score.
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { dayBalanceScore } from '#src/modules/analytics/domain/balance';
import { daysInMonth } from '#src/shared/time/calendar';
import {
  type DailyBalanceView,
  GetDailyBalance,
} from '#src/modules/analytics/read-models/daily-balance/get-daily-balance.handler';

export interface MonthlyBalanceDayView extends DailyBalanceView {
  readonly balanceScore: number;
}

export class GetMonthlyBalance extends Query<MonthlyBalanceDayView[]> {
  constructor(
    readonly userId: string,
    readonly year: number,
    readonly month: number,
  ) {
    super();
  }
}

@QueryHandler(GetMonthlyBalance)
export class GetMonthlyBalanceHandler implements IQueryHandler<GetMonthlyBalance> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ userId, year, month }: GetMonthlyBalance): Promise<MonthlyBalanceDayView[]> {
    const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
    const last = `${first.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
    const days = await this.queries.execute(new GetDailyBalance(userId, first, last));
    return days.map((day) => ({ ...day, balanceScore: dayBalanceScore(day.workHours, day.commuteHours) }));
  }
}
