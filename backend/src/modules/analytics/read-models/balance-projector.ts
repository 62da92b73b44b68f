// What the daily, weekly and monthly balance read models share: cut each session change into local
// days, fold the days into the read model's periods, and add the totals to the table in one upsert
// per batch. Inline, a batch is one stop; in a rebuild, thousands of events.
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { type Projector, projectAroundBarriers } from '#src/shared/projections/projector';
import { splitByLocalDate } from '#src/shared/time/local-days';
import { SESSION_CHANGING_EVENTS, type SessionChangingEvent, sessionChangesOf } from '#src/modules/timer/timer.events';
import { type AccountDeleted, isAccountDeleted } from '#src/modules/auth/account.events';

type PeriodKey = readonly (string | number)[];

interface PeriodTotal {
  readonly userId: string;
  readonly period: PeriodKey;
  workMs: number;
  commuteMs: number;
}

export abstract class BalanceProjector implements Projector<SessionChangingEvent | AccountDeleted> {
  abstract readonly readModel: string;
  abstract readonly version: number;
  readonly handles = [...SESSION_CHANGING_EVENTS, 'AccountDeleted'] as const;
  abstract readonly tables: readonly [string];
  /** The table's key columns after user_id, in the order periodOf returns them. */
  protected abstract readonly periodColumns: readonly string[];
  /** Their PostgreSQL types, in the same order. */
  protected abstract readonly periodColumnTypes: readonly ('date' | 'integer')[];
  /** The period a local date (YYYY-MM-DD) belongs to. */
  protected abstract periodOf(localDate: string): PeriodKey;

  async project(
    events: readonly RecordedEvent<SessionChangingEvent | AccountDeleted>[],
    sql: SqlWriter,
  ): Promise<void> {
    const [table] = this.tables;
    await projectAroundBarriers<SessionChangingEvent, AccountDeleted>(
      events,
      isAccountDeleted,
      (changing) => this.addTotals(changing, sql),
      (deleted) => sql.query(`delete from ${table} where user_id = $1`, [deleted.data.userId]),
    );
  }

  private async addTotals(events: readonly RecordedEvent<SessionChangingEvent>[], sql: SqlWriter): Promise<void> {
    const rows = this.totalsOf(events).filter((row) => row.workMs !== 0 || row.commuteMs !== 0);
    if (rows.length === 0) return;
    await this.upsert(rows, sql);
    // A correction or a deletion can bring a period back to nothing: drop it, as a rebuild never writes it.
    const tookTimeAway = rows.filter((row) => row.workMs < 0 || row.commuteMs < 0);
    if (tookTimeAway.length > 0) await this.dropEmptyPeriods(tookTimeAway, sql);
  }

  /**
   * Cuts each session change into local days and sums the pieces per person and period. Written
   * without intermediate objects per piece: a rebuild folds half a million sessions, and allocation
   * (garbage collection) was most of its cost.
   */
  private totalsOf(events: readonly RecordedEvent<SessionChangingEvent>[]): PeriodTotal[] {
    const totals: PeriodTotal[] = [];
    const byPerson = new Map<string, Map<string, PeriodTotal>>();
    const periodsByDate = new Map<string, { period: PeriodKey; key: string }>();
    for (const event of events) {
      for (const { sign, span } of sessionChangesOf(event)) {
        let personTotals = byPerson.get(span.userId);
        if (!personTotals) {
          personTotals = new Map();
          byPerson.set(span.userId, personTotals);
        }
        for (const [date, ms] of splitByLocalDate(span.startMs, span.endMs, span.timeZone)) {
          let known = periodsByDate.get(date);
          if (!known) {
            const period = this.periodOf(date);
            known = { period, key: period.join('|') };
            periodsByDate.set(date, known);
          }
          let total = personTotals.get(known.key);
          if (!total) {
            total = { userId: span.userId, period: known.period, workMs: 0, commuteMs: 0 };
            personTotals.set(known.key, total);
            totals.push(total);
          }
          if (span.sessionType === 'work') total.workMs += sign * ms;
          else total.commuteMs += sign * ms;
        }
      }
    }
    return totals;
  }

  private async dropEmptyPeriods(rows: PeriodTotal[], sql: SqlWriter): Promise<void> {
    const [table] = this.tables;
    const people = [...new Set(rows.map((row) => row.userId))];
    await sql.query(`delete from ${table} where user_id = any($1::uuid[]) and work_ms = 0 and commute_ms = 0`, [
      people,
    ]);
  }

  /**
   * One statement per batch, whatever its size: each column travels as one array and unnest() turns
   * the arrays back into rows.
   */
  private async upsert(rows: PeriodTotal[], sql: SqlWriter): Promise<void> {
    const [table] = this.tables;
    const keyColumns = ['user_id', ...this.periodColumns];
    const types = ['uuid', ...this.periodColumnTypes, 'bigint', 'bigint'];
    const columns: (string | number)[][] = [
      rows.map((row) => row.userId),
      ...this.periodColumns.map((_, index) => rows.map((row) => row.period[index])),
      rows.map((row) => row.workMs),
      rows.map((row) => row.commuteMs),
    ];
    await sql.query(
      `insert into ${table} (${keyColumns.join(', ')}, work_ms, commute_ms)
       select * from unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')})
       on conflict (${keyColumns.join(', ')}) do update set
         work_ms = ${table}.work_ms + excluded.work_ms,
         commute_ms = ${table}.commute_ms + excluded.commute_ms`,
      columns,
    );
  }
}
