// The SQL behind the four-month view: the person's work per calendar month, from the `monthly_balance`
// read model (each session's time counted on its own local dates).
import { Injectable } from '@nestjs/common';
import { Database } from '#src/shared/database/database';
import { type CalendarMonth, monthIndex, monthText } from './domain/average-week';

@Injectable()
export class MonthlyWorkReader {
  constructor(private readonly database: Database) {}

  /** Work (ms) by month (`2026-11`) from `from` to `to`, both included; months with none are absent. */
  async between(userId: string, from: CalendarMonth, to: CalendarMonth): Promise<Map<string, number>> {
    const rows = await this.database.query<{ year: number; month: number; work_ms: string }>(
      `select year, month, work_ms from monthly_balance
       where user_id = $1 and year * 12 + month - 1 between $2 and $3`,
      [userId, monthIndex(from), monthIndex(to)],
    );
    return new Map(rows.map((row) => [monthText(row), Number(row.work_ms)]));
  }
}
