// GetActiveTimer: which session, if any, is running for this person; answered from the active-timer
// read model. Every open dashboard asks once a second, so the questions that arrive together are
// answered by one statement (batchedRead): each still reads the table after it was asked.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { batchedRead, type ReadOne } from '#src/shared/database/batched-read';
import type { SessionType } from '#src/modules/timer/timer.events';

export interface ActiveTimerView {
  readonly startTime: string;
  readonly type: SessionType;
  /** When the person last said the timer is still running on purpose ("Still working?"), if ever. */
  readonly confirmedAt: string | null;
}

export class GetActiveTimer extends Query<ActiveTimerView | null> {
  constructor(readonly userId: string) {
    super();
  }
}

export interface ActiveTimerRow {
  readonly user_id: string;
  readonly session_type: SessionType;
  readonly started_at: Date;
  readonly confirmed_at: Date | null;
}

@QueryHandler(GetActiveTimer)
export class GetActiveTimerHandler implements IQueryHandler<GetActiveTimer> {
  private readonly activeTimerOf: ReadOne<string, ActiveTimerView>;

  constructor(database: Database) {
    const sql = database;
    this.activeTimerOf = batchedRead(async (userIds) => {
      const rows = (await sql.query(
        'select user_id, session_type, started_at, confirmed_at from active_timer where user_id = any($1::uuid[])',
        [userIds],
      )) as ActiveTimerRow[];
      return new Map(rows.map((row) => [row.user_id, activeTimerView(row)]));
    });
  }

  async execute({ userId }: GetActiveTimer): Promise<ActiveTimerView | null> {
    return (await this.activeTimerOf(userId)) ?? null;
  }
}

/** An active_timer row as the API answers it. */
export function activeTimerView(row: ActiveTimerRow): ActiveTimerView {
  return {
    startTime: new Date(row.started_at).toISOString(),
    type: row.session_type,
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
  };
}
