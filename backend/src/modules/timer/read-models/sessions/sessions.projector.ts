// Read model `sessions`: every saved session (timed, added by hand or imported), with its start, end,
// type, duration and where it came from; corrections change the row, deletions remove it.
// Its table `sessions`: created by shared/database/migrations/migration-20261121-foundation.ts, its
// source and import key added by migration-20261125-session-corrections.ts.
import { Injectable } from '@nestjs/common';
import { assertNever } from '#src/shared/deciders/domain-error';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { type Projector, projectAroundBarriers } from '#src/shared/projections/projector';
import {
  SESSION_CHANGING_EVENTS,
  type SessionAdded,
  type SessionChangingEvent,
  type TimerStopped,
  timerStreamOwner,
} from '#src/modules/timer/timer.events';
import { type AccountDeleted } from '#src/modules/auth/account.events';

/** The events that save a new session: a run of them is inserted in one statement. */
type SessionSaved = TimerStopped | SessionAdded;
/** The events that change or remove rows: each applied on its own, in order with the inserts around it. */
type SessionChangedOrGone = Exclude<SessionChangingEvent, SessionSaved> | AccountDeleted;

@Injectable()
export class SessionsProjector implements Projector<SessionChangingEvent | AccountDeleted> {
  readonly readModel = 'sessions';
  readonly version = 2;
  readonly handles = [...SESSION_CHANGING_EVENTS, 'AccountDeleted'] as const;
  readonly tables = ['sessions'] as const;

  async project(
    events: readonly RecordedEvent<SessionChangingEvent | AccountDeleted>[],
    sql: SqlWriter,
  ): Promise<void> {
    // An import appends thousands of SessionAdded at once: one insert for them all, not one each.
    await projectAroundBarriers<SessionSaved, SessionChangedOrGone>(
      events,
      changesOrRemoves,
      (saved) => insertAll(sql, saved),
      (changed) => applyOne(sql, changed),
    );
  }
}

function changesOrRemoves(
  event: RecordedEvent<SessionChangingEvent | AccountDeleted>,
): event is RecordedEvent<SessionChangedOrGone> {
  return event.type !== 'TimerStopped' && event.type !== 'SessionAdded';
}

async function applyOne(sql: SqlWriter, event: RecordedEvent<SessionChangedOrGone>): Promise<void> {
  if (event.type === 'AccountDeleted') {
    await sql.query('delete from sessions where user_id = $1', [event.data.userId]);
    return;
  }
  const userId = timerStreamOwner(event.streamId);
  switch (event.type) {
    case 'SessionCorrected': {
      const { sessionType, startedAt, stoppedAt, durationSeconds } = event.data.after;
      await sql.query(
        `update sessions set session_type = $1, started_at = $2, stopped_at = $3, duration_seconds = $4
         where session_id = $5 and user_id = $6`,
        [sessionType, startedAt, stoppedAt, durationSeconds, event.data.sessionId, userId],
      );
      return;
    }
    case 'SessionDeleted':
      await sql.query('delete from sessions where session_id = $1 and user_id = $2', [event.data.sessionId, userId]);
      return;
    default:
      return assertNever(event);
  }
}

/**
 * The sessions of a run in one statement: each column travels as one array and unnest()
 * turns the arrays back into rows. A session saved twice (a stop delivered again) is kept once.
 */
async function insertAll(sql: SqlWriter, events: readonly RecordedEvent<SessionSaved>[]): Promise<void> {
  const columns = {
    sessionId: [] as string[],
    userId: [] as string[],
    sessionType: [] as string[],
    startedAt: [] as string[],
    stoppedAt: [] as string[],
    durationSeconds: [] as number[],
    timeZone: [] as string[],
    source: [] as string[],
    importKey: [] as (string | null)[],
  };
  for (const event of events) {
    const { data } = event;
    columns.sessionId.push(data.sessionId);
    columns.userId.push(timerStreamOwner(event.streamId));
    columns.sessionType.push(data.sessionType);
    columns.startedAt.push(data.startedAt);
    columns.stoppedAt.push(data.stoppedAt);
    columns.durationSeconds.push(data.durationSeconds);
    columns.timeZone.push(data.timeZone);
    if (event.type === 'SessionAdded') {
      columns.source.push(event.data.source);
      columns.importKey.push(event.data.importKey ?? null);
    } else {
      columns.source.push('timer');
      columns.importKey.push(null);
    }
  }
  await sql.query(
    `insert into sessions (session_id, user_id, session_type, started_at, stopped_at, duration_seconds, time_zone, source, import_key)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::integer[], $7::text[], $8::text[], $9::text[])
     on conflict (session_id) do nothing`,
    [
      columns.sessionId,
      columns.userId,
      columns.sessionType,
      columns.startedAt,
      columns.stoppedAt,
      columns.durationSeconds,
      columns.timeZone,
      columns.source,
      columns.importKey,
    ],
  );
}
