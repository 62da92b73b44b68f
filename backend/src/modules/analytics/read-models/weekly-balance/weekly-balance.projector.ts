// Read model `weekly-balance`: work and commute time per person per Monday-to-Sunday local week.
// Its table `weekly_balance`: created by shared/database/migrations/migration-20261121-balance-read-models.ts.
import { Injectable } from '@nestjs/common';
import { mondayOf } from '#src/shared/time/calendar';
import { BalanceProjector } from '#src/modules/analytics/read-models/balance-projector';

@Injectable()
export class WeeklyBalanceProjector extends BalanceProjector {
  readonly readModel = 'weekly-balance';
  readonly version = 1;
  readonly tables = ['weekly_balance'] as const;
  protected readonly periodColumns = ['week_start'];
  protected readonly periodColumnTypes = ['date'] as const;

  /** A week is its seven local days: date_trunc('week') is the Monday, as mondayOf() is (rules/src/week.ts). */
  readonly derivable = {
    from: 'daily-balance',
    sql: `insert into weekly_balance (user_id, week_start, work_ms, commute_ms)
          select user_id, date_trunc('week', local_date)::date, sum(work_ms), sum(commute_ms)
          from daily_balance group by 1, 2`,
  };

  protected periodOf(localDate: string) {
    return [mondayOf(localDate)];
  }
}
