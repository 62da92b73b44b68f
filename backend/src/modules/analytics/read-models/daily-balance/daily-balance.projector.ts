// Read model `daily-balance`: work and commute time per person per local calendar day.
// Its table `daily_balance`: created by shared/database/migrations/migration-20261121-balance-read-models.ts.
import { Injectable } from '@nestjs/common';
import { BalanceProjector } from '#src/modules/analytics/read-models/balance-projector';

@Injectable()
export class DailyBalanceProjector extends BalanceProjector {
  readonly readModel = 'daily-balance';
  readonly version = 1;
  readonly tables = ['daily_balance'] as const;
  protected readonly periodColumns = ['local_date'];
  protected readonly periodColumnTypes = ['date'] as const;

  protected periodOf(localDate: string) {
    return [localDate];
  }
}
