// The analytics module's public file: the one figure friends may see of each other, a week's life
// percentage, from the balance read models, and the rule that judges a week (balanced, or too little
// tracked to say), which Balanced Week and challenges apply too. Hours and sessions stay private.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { addDays } from '#src/shared/time/calendar';
import { comparableWeekLifePercentage, judgedWeekLifePercentage } from './domain/balance';

export { type WeekTotals, hoursLived, isBalancedWeek, judgedWeekLifePercentage } from './domain/balance';

@Injectable()
export class WeeklyLifePercentages {
  constructor(private readonly database: Database) {}

  /**
   * Each person's life percentage for the local week starting on that Monday; null if they tracked
   * nothing. Over the hours counted: the whole week's, or, for the week under way, those lived so far
   * (hoursLived), the figure the person's own dial shows.
   */
  async of(userIds: readonly string[], weekStart: string, hoursCounted: number): Promise<Map<string, number | null>> {
    const rows = await this.database.query<{ user_id: string; work_ms: string; commute_ms: string }>(
      'select user_id, work_ms, commute_ms from weekly_balance where user_id = any($1::uuid[]) and week_start = $2',
      [userIds, weekStart],
    );
    const percentages = new Map<string, number | null>(userIds.map((id) => [id, null]));
    for (const row of rows) {
      percentages.set(
        row.user_id,
        comparableWeekLifePercentage(Number(row.work_ms), Number(row.commute_ms), hoursCounted),
      );
    }
    return percentages;
  }

  /**
   * Each person's judged life percentage for that week (judgedWeekLifePercentage): null for a week with
   * too few tracked days to judge. Read from the daily read model, which knows the days.
   */
  async judgedOf(userIds: readonly string[], weekStart: string): Promise<Map<string, number | null>> {
    const rows = await this.database.query<{ user_id: string; work_ms: string; commute_ms: string; days: string }>(
      `select user_id, sum(work_ms) as work_ms, sum(commute_ms) as commute_ms, count(*) as days from daily_balance
       where user_id = any($1::uuid[]) and local_date between $2 and $3 group by user_id`,
      [userIds, weekStart, addDays(weekStart, 6)],
    );
    const percentages = new Map<string, number | null>(userIds.map((id) => [id, null]));
    for (const row of rows) {
      percentages.set(
        row.user_id,
        judgedWeekLifePercentage({
          workMs: Number(row.work_ms),
          commuteMs: Number(row.commute_ms),
          trackedDays: Number(row.days),
        }),
      );
    }
    return percentages;
  }
}
