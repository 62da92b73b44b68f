// The analytics module's public file: the one figure friends may see of each other, a week's life
// percentage, from the weekly-balance read model. Hours and sessions stay private.
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { arrayLiteral } from '../../shared/database/array-literal';
import { comparableWeekLifePercentage } from './domain/balance';

@Injectable()
export class WeeklyLifePercentages {
  constructor(private readonly em: EntityManager) {}

  /** Each person's life percentage for the local week starting on that Monday; null if they tracked nothing. */
  async of(userIds: readonly string[], weekStart: string): Promise<Map<string, number | null>> {
    const rows = await this.em.execute<{ user_id: string; work_ms: string; commute_ms: string }[]>(
      'select user_id, work_ms, commute_ms from weekly_balance where user_id = any(?::uuid[]) and week_start = ?',
      [arrayLiteral(userIds), weekStart],
    );
    const percentages = new Map<string, number | null>(userIds.map((id) => [id, null]));
    for (const row of rows) {
      percentages.set(row.user_id, comparableWeekLifePercentage(Number(row.work_ms), Number(row.commute_ms)));
    }
    return percentages;
  }
}
