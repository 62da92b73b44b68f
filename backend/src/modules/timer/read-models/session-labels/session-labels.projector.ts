// Read model `session-labels`: what each session, running or saved, is about (description, project and
// tags), a row per session that says anything. Kept apart from `sessions` because labels never change
// the balance: no reader of time needs them, and a label changes no figure.
// Its table `session_labels`: created by shared/database/migrations/migration-20261129-session-labels.ts.
import { Injectable } from '@nestjs/common';
import { type SessionLabels, hasLabels } from '@pause/rules/session-labels';
import { assertNever } from '#src/shared/deciders/domain-error';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { type Projector, projectAroundBarriers } from '#src/shared/projections/projector';
import {
  type SessionAdded,
  type SessionDeleted,
  type SessionLabelled,
  type TimerDiscarded,
  type TimerStarted,
  timerStreamOwner,
} from '#src/modules/timer/timer.events';
import { type AccountDeleted } from '#src/modules/auth/account.events';

type LabelsEvent = TimerStarted | SessionAdded | SessionLabelled | TimerDiscarded | SessionDeleted | AccountDeleted;
/** Applied on its own, in order with the runs of added sessions around it. */
type OneByOne = Exclude<LabelsEvent, SessionAdded>;

@Injectable()
export class SessionLabelsProjector implements Projector<LabelsEvent> {
  readonly readModel = 'session-labels';
  readonly version = 1;
  readonly handles = [
    'TimerStarted',
    'SessionAdded',
    'SessionLabelled',
    'TimerDiscarded',
    'SessionDeleted',
    'AccountDeleted',
  ] as const;
  readonly tables = ['session_labels'] as const;

  async project(events: readonly RecordedEvent<LabelsEvent>[], sql: SqlWriter): Promise<void> {
    // An import adds thousands of labelled sessions at once: one insert for them all.
    await projectAroundBarriers<SessionAdded, OneByOne>(
      events,
      (event): event is RecordedEvent<OneByOne> => event.type !== 'SessionAdded',
      (added) => insertAll(sql, added),
      (event) => applyOne(sql, event),
    );
  }
}

async function applyOne(sql: SqlWriter, event: RecordedEvent<OneByOne>): Promise<void> {
  if (event.type === 'AccountDeleted') {
    await sql.query('delete from session_labels where user_id = $1', [event.data.userId]);
    return;
  }
  const userId = timerStreamOwner(event.streamId);
  switch (event.type) {
    case 'TimerStarted':
    case 'SessionLabelled': {
      const { sessionId, labels } = event.data;
      if (hasLabels(labels)) await upsert(sql, userId, sessionId, labels);
      else if (event.type === 'SessionLabelled') await remove(sql, userId, sessionId);
      return;
    }
    case 'TimerDiscarded':
    case 'SessionDeleted':
      await remove(sql, userId, event.data.sessionId);
      return;
    default:
      return assertNever(event);
  }
}

function upsert(sql: SqlWriter, userId: string, sessionId: string, labels: SessionLabels): Promise<unknown> {
  return sql.query(
    `insert into session_labels (session_id, user_id, description, project, tags) values ($1, $2, $3, $4, $5)
     on conflict (session_id) do update
       set description = excluded.description, project = excluded.project, tags = excluded.tags`,
    [sessionId, userId, labels.description, labels.project, labels.tags],
  );
}

function remove(sql: SqlWriter, userId: string, sessionId: string): Promise<unknown> {
  return sql.query('delete from session_labels where session_id = $1 and user_id = $2', [sessionId, userId]);
}

/**
 * The labelled sessions of a run in one statement. Tags travel as one JSON text per session (arrays of
 * arrays cannot be unnested row by row), turned back into a text[] in SQL.
 */
async function insertAll(sql: SqlWriter, events: readonly RecordedEvent<SessionAdded>[]): Promise<void> {
  const columns = {
    sessionId: [] as string[],
    userId: [] as string[],
    description: [] as (string | null)[],
    project: [] as (string | null)[],
    tags: [] as string[],
  };
  for (const event of events) {
    const { sessionId, labels } = event.data;
    if (!hasLabels(labels)) continue;
    columns.sessionId.push(sessionId);
    columns.userId.push(timerStreamOwner(event.streamId));
    columns.description.push(labels.description);
    columns.project.push(labels.project);
    columns.tags.push(JSON.stringify(labels.tags));
  }
  if (columns.sessionId.length === 0) return;
  await sql.query(
    `insert into session_labels (session_id, user_id, description, project, tags)
     select added.session_id, added.user_id, added.description, added.project,
            array(select jsonb_array_elements_text(added.tags))
     from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[])
       as added(session_id, user_id, description, project, tags)
     on conflict (session_id) do nothing`,
    [columns.sessionId, columns.userId, columns.description, columns.project, columns.tags],
  );
}
