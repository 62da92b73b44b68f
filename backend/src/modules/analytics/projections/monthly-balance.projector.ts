// Read model `monthly-balance`: work and commute time per person per local calendar month.
import { Injectable } from '@nestjs/common';
import { yearMonthOf } from '../../../shared/time/calendar';
import { BalanceProjector } from './balance-projector';

@Injectable()
export class MonthlyBalanceProjector extends BalanceProjector {
  readonly readModel = 'monthly-balance';
  readonly version = 1;
  readonly tables = ['monthly_balance'] as const;
  protected readonly periodColumns = ['year', 'month'];
  protected readonly periodColumnTypes = ['integer', 'integer'] as const;

  protected periodOf(localDate: string) {
    const { year, month } = yearMonthOf(localDate);
    return [year, month];
  }
}
