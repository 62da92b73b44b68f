// GetActiveTimer: which session, if any, is running for this person; answered from the active-timer
// read model. Every open dashboard asks once a second, so the questions that arrive together are
// answered by one statement (batchedRead): each still reads the table after it was asked.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { batchedRead, type ReadOne } from '#src/shared/database/batched-read';
import type { SessionType } from '#src/modules/timer/timer.events';
import { type LabelsRow, labelsOf } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type SessionView, labelsView } from '#src/modules/timer/read-models/sessions/session-view';

export interface ActiveTimerView extends Pick<SessionView, 'description' | 'project' | 'tags'> {
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

export interface ActiveTimerRow extends LabelsRow {
  readonly user_id: string;
  readonly session_type: SessionType;
  readonly started_at: Date;
  readonly confirmed_at: Date | null;
}

/** The running timers (`a`) with what each is about (`l`): the columns an ActiveTimerRow needs. */
export const ACTIVE_TIMER_WITH_LABELS = {
  columns: 'a.session_type, a.started_at, a.confirmed_at, l.description, l.project, l.tags',
  labelsJoin: 'left join session_labels l on l.session_id = a.session_id',
} as const;

@QueryHandler(GetActiveTimer)
export class GetActiveTimerHandler implements IQueryHandler<GetActiveTimer> {
  private readonly activeTimerOf: ReadOne<string, ActiveTimerView>;

  constructor(database: Database) {
    const sql = database;
    this.activeTimerOf = batchedRead(async (userIds) => {
      const rows = (await sql.query(
        `select a.user_id, ${ACTIVE_TIMER_WITH_LABELS.columns}
         from active_timer a ${ACTIVE_TIMER_WITH_LABELS.labelsJoin}
         where a.user_id = any($1::uuid[])`,
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
    ...labelsView(labelsOf(row)),
  };
}
