// Read model `monthly-balance`: work and commute time per person per local calendar month.
// Its table `monthly_balance`: created by shared/database/migrations/migration-20261121-balance-read-models.ts.
import { Injectable } from '@nestjs/common';
import { yearMonthOf } from '#src/shared/time/calendar';
import { BalanceProjector } from '#src/modules/analytics/read-models/balance-projector';

@Injectable()
export class MonthlyBalanceProjector extends BalanceProjector {
  readonly readModel = 'monthly-balance';
  readonly version = 1;
  readonly tables = ['monthly_balance'] as const;
  protected readonly periodColumns = ['year', 'month'];
  protected readonly periodColumnTypes = ['integer', 'integer'] as const;

  /** A month is its local days. */
  readonly derivable = {
    from: 'daily-balance',
    sql: `insert into monthly_balance (user_id, year, month, work_ms, commute_ms)
          select user_id, extract(year from local_date)::integer, extract(month from local_date)::integer,
            sum(work_ms), sum(commute_ms)
          from daily_balance group by 1, 2, 3`,
  };

  protected periodOf(localDate: string) {
    const { year, month } = yearMonthOf(localDate);
    return [year, month];
  }
}
