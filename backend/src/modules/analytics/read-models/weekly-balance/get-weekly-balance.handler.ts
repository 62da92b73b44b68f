// GetWeeklyBalance: one Monday-to-Sunday week's work, commute and life, from the weekly-balance read model.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { balanceScore } from '@pause/rules/balance-score';
import { HOURS_PER_WEEK } from '@pause/rules/week';
import { lifeHours } from '#src/modules/analytics/domain/balance';
import { type BalanceRow, hoursOf } from '#src/modules/analytics/read-models/balance-rows';

export interface WeeklyBalanceView {
  readonly weekStart: string;
  readonly workHours: number;
  readonly commuteHours: number;
  readonly lifeHours: number;
  readonly lifePercentage: number;
}

export class GetWeeklyBalance extends Query<WeeklyBalanceView> {
  constructor(
    readonly userId: string,
    readonly weekStart: string,
  ) {
    super();
  }
}

@QueryHandler(GetWeeklyBalance)
export class GetWeeklyBalanceHandler implements IQueryHandler<GetWeeklyBalance> {
  constructor(private readonly database: Database) {}

  async execute({ userId, weekStart }: GetWeeklyBalance): Promise<WeeklyBalanceView> {
    const [row] = await this.database.query<BalanceRow>(
      'select work_ms, commute_ms from weekly_balance where user_id = $1 and week_start = $2',
      [userId, weekStart],
    );
    const { workHours, commuteHours } = hoursOf(row);
    const hours = { workHours, commuteHours, lifeHours: lifeHours(HOURS_PER_WEEK, workHours, commuteHours) };
    return { weekStart, ...hours, lifePercentage: balanceScore(hours) };
  }
}
