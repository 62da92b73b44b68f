// GetDailyBalance: every day of a range with its work and commute hours, days without sessions as zeros.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { dateText } from '#src/shared/database/date-text';
import { datesFrom, daysBetweenInclusive } from '#src/shared/time/calendar';
import { type BalanceRow, hoursOf } from '#src/modules/analytics/read-models/balance-rows';

export interface DailyBalanceView {
  readonly date: string;
  readonly workHours: number;
  readonly commuteHours: number;
}

export class GetDailyBalance extends Query<DailyBalanceView[]> {
  constructor(
    readonly userId: string,
    readonly startDate: string,
    readonly endDate: string,
  ) {
    super();
  }
}

@QueryHandler(GetDailyBalance)
export class GetDailyBalanceHandler implements IQueryHandler<GetDailyBalance> {
  constructor(private readonly database: Database) {}

  async execute({ userId, startDate, endDate }: GetDailyBalance): Promise<DailyBalanceView[]> {
    const rows = await this.database.query<BalanceRow & { local_date: Date | string }>(
      'select local_date, work_ms, commute_ms from daily_balance where user_id = $1 and local_date between $2 and $3',
      [userId, startDate, endDate],
    );
    const byDate = new Map(rows.map((row) => [dateText(row.local_date), row]));
    return datesFrom(startDate, daysBetweenInclusive(startDate, endDate)).map((date) => ({
      date,
      ...hoursOf(byDate.get(date)),
    }));
  }
}
