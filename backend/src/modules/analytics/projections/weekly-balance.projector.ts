// Read model `weekly-balance`: work and commute time per person per Monday-to-Sunday local week.
import { Injectable } from '@nestjs/common';
import { mondayOf } from '../../../shared/time/calendar';
import { BalanceProjector } from './balance-projector';

@Injectable()
export class WeeklyBalanceProjector extends BalanceProjector {
  readonly readModel = 'weekly-balance';
  readonly version = 1;
  readonly tables = ['weekly_balance'] as const;
  protected readonly periodColumns = ['week_start'];
  protected readonly periodColumnTypes = ['date'] as const;

  protected periodOf(localDate: string) {
    return [mondayOf(localDate)];
  }
}
