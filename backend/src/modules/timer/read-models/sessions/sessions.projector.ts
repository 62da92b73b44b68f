// Read model `sessions`: every saved session (timed, added by hand or imported), with its start, end,
// type, duration and where it came from; corrections change the row, deletions remove it.
// Its table `sessions`: created by shared/database/migrations/migration-20261121-foundation.ts, its
// source and import key added by migration-20261125-session-corrections.ts.
import { Injectable } from '@nestjs/common';
import { assertNever } from '../../../../shared/deciders/domain-error';
import type { SqlExecutor } from '../../../../shared/event-store/sql-executor';
import type { StoredEvent } from '../../../../shared/event-store/stored-event';
import type { Projector } from '../../../../shared/projections/projector';
import {
  SESSION_CHANGING_EVENTS,
  type SavedSession,
  type SessionChangingEvent,
  timerStreamOwner,
} from '../../timer.events';
import { type AccountDeleted } from '../../../auth/account.events';

@Injectable()
export class SessionsProjector implements Projector<SessionChangingEvent | AccountDeleted> {
  readonly readModel = 'sessions';
  readonly version = 2;
  readonly handles = [...SESSION_CHANGING_EVENTS, 'AccountDeleted'] as const;
  readonly tables = ['sessions'] as const;

  async project(
    events: readonly StoredEvent<SessionChangingEvent | AccountDeleted>[],
    sql: SqlExecutor,
  ): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(event: StoredEvent<SessionChangingEvent | AccountDeleted>, sql: SqlExecutor): Promise<void> {
    if (event.type === 'AccountDeleted') {
      await sql.execute('delete from sessions where user_id = ?', [event.data.userId]);
      return;
    }
    const userId = timerStreamOwner(event.streamId);
    switch (event.type) {
      case 'TimerStopped':
        return insert(sql, userId, event.data.sessionId, event.data, 'timer', null);
      case 'SessionAdded':
        return insert(sql, userId, event.data.sessionId, event.data, event.data.source, event.data.importKey ?? null);
      case 'SessionCorrected': {
        const { sessionType, startedAt, stoppedAt, durationSeconds } = event.data.after;
        await sql.execute(
          `update sessions set session_type = ?, started_at = ?, stopped_at = ?, duration_seconds = ?
           where session_id = ? and user_id = ?`,
          [sessionType, startedAt, stoppedAt, durationSeconds, event.data.sessionId, userId],
        );
        return;
      }
      case 'SessionDeleted':
        await sql.execute('delete from sessions where session_id = ? and user_id = ?', [event.data.sessionId, userId]);
        return;
      default:
        return assertNever(event);
    }
  }
}

async function insert(
  sql: SqlExecutor,
  userId: string,
  sessionId: string,
  session: SavedSession,
  source: string,
  importKey: string | null,
): Promise<void> {
  const { sessionType, startedAt, stoppedAt, durationSeconds, timeZone } = session;
  await sql.execute(
    `insert into sessions (session_id, user_id, session_type, started_at, stopped_at, duration_seconds, time_zone, source, import_key)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (session_id) do nothing`,
    [sessionId, userId, sessionType, startedAt, stoppedAt, durationSeconds, timeZone, source, importKey],
  );
}
