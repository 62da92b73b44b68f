// What the daily, weekly and monthly balance read models share: cut each session change into local
// days, fold the days into the read model's periods, and add the totals to the table in one upsert
// per batch. Inline, a batch is one stop; in a rebuild, thousands of events.
import type { SqlExecutor } from '../../../shared/event-store/sql-executor';
import type { StoredEvent } from '../../../shared/event-store/stored-event';
import type { Projector } from '../../../shared/projections/projector';
import { splitByLocalDate } from '../../../shared/time/local-days';
import { SESSION_CHANGING_EVENTS, sessionChangesOf } from '../../timer/timer.events';

type PeriodKey = readonly (string | number)[];

interface PeriodTotal {
  readonly userId: string;
  readonly period: PeriodKey;
  workMs: number;
  commuteMs: number;
}


interface DayPiece {
  readonly userId: string;
  readonly sessionType: 'work' | 'commute';
  readonly date: string;
  /** Signed: negative when a change takes time away. */
  readonly ms: number;
}

/**
 * The daily, weekly and monthly projectors all need each event cut into local days; the cut is
 * remembered per event object so a batch is cut once, not three times.
 */
const dayPiecesByEvent = new WeakMap<StoredEvent, readonly DayPiece[]>();

function dayPiecesOf(event: StoredEvent): readonly DayPiece[] {
  let pieces = dayPiecesByEvent.get(event);
  if (!pieces) {
    pieces = sessionChangesOf(event).flatMap(({ sign, span }) =>
      splitByLocalDate(span.startMs, span.endMs, span.timeZone).map(([date, ms]) => ({
        userId: span.userId,
        sessionType: span.sessionType,
        date,
        ms: sign * ms,
      })),
    );
    dayPiecesByEvent.set(event, pieces);
  }
  return pieces;
}

export abstract class BalanceProjector implements Projector {
  abstract readonly readModel: string;
  abstract readonly version: number;
  readonly handles = SESSION_CHANGING_EVENTS;
  abstract readonly tables: readonly [string];
  /** The table's key columns after user_id, in the order periodOf returns them. */
  protected abstract readonly periodColumns: readonly string[];
  /** Their PostgreSQL types, in the same order. */
  protected abstract readonly periodColumnTypes: readonly ('date' | 'integer')[];
  /** The period a local date (YYYY-MM-DD) belongs to. */
  protected abstract periodOf(localDate: string): PeriodKey;

  async project(events: readonly StoredEvent[], sql: SqlExecutor): Promise<void> {
    const rows = [...this.totalsOf(events).values()].filter((row) => row.workMs !== 0 || row.commuteMs !== 0);
    if (rows.length > 0) await this.upsert(rows, sql);
  }

  private totalsOf(events: readonly StoredEvent[]): Map<string, PeriodTotal> {
    const totals = new Map<string, PeriodTotal>();
    const periods = new Map<string, { period: PeriodKey; suffix: string }>();
    for (const event of events) {
      for (const piece of dayPiecesOf(event)) {
        let known = periods.get(piece.date);
        if (!known) {
          const period = this.periodOf(piece.date);
          known = { period, suffix: period.join('|') };
          periods.set(piece.date, known);
        }
        const { period } = known;
        const key = `${piece.userId}|${known.suffix}`;
        let total = totals.get(key);
        if (!total) {
          total = { userId: piece.userId, period, workMs: 0, commuteMs: 0 };
          totals.set(key, total);
        }
        if (piece.sessionType === 'work') total.workMs += piece.ms;
        else total.commuteMs += piece.ms;
      }
    }
    return totals;
  }

  /**
   * One statement per batch, whatever its size: each column travels as one array literal and
   * unnest() turns the arrays back into rows. The values are uuids, dates and integers, which need no
   * quoting inside an array literal.
   */
  private async upsert(rows: PeriodTotal[], sql: SqlExecutor): Promise<void> {
    const [table] = this.tables;
    const keyColumns = ['user_id', ...this.periodColumns];
    const types = ['uuid', ...this.periodColumnTypes, 'bigint', 'bigint'];
    const columns: (string | number)[][] = [
      rows.map((row) => row.userId),
      ...this.periodColumns.map((_, index) => rows.map((row) => row.period[index])),
      rows.map((row) => row.workMs),
      rows.map((row) => row.commuteMs),
    ];
    await sql.execute(
      `insert into ${table} (${keyColumns.join(', ')}, work_ms, commute_ms)
       select * from unnest(${types.map((type) => `?::${type}[]`).join(', ')})
       on conflict (${keyColumns.join(', ')}) do update set
         work_ms = ${table}.work_ms + excluded.work_ms,
         commute_ms = ${table}.commute_ms + excluded.commute_ms`,
      columns.map((values) => `{${values.join(',')}}`),
    );
  }
}
