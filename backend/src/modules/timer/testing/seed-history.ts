// Writes past sessions straight into the event log, as the timer would have recorded them. Read
// models are not touched: rebuild them afterwards with `npm run replay`. For tests, benchmarks and
// demonstrations only.
import { Client, type ClientBase } from 'pg';
import { EVENT_SCHEMA_VERSION } from '#src/shared/event-store/stored-event';
import { timerStreamId } from '#src/modules/timer/timer.events';
import { type PastSession, type RecordedTimerEvent, recordedHistory } from './timer-sessions';

export type SeededSession = PastSession;

/** Appends a person's past sessions after whatever their stream already holds. */
export async function seedTimerHistory(
  databaseUrl: string,
  userId: string,
  sessions: readonly PastSession[],
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // a lost connection fails the query in use
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number }>(
      'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
      [timerStreamId(userId)],
    );
    await appendTimerEvents(client, recordedHistory(userId, sessions, rows[0].version));
  } finally {
    await client.end();
  }
}

/** Events per insert statement: large histories go in several, on the caller's client (and transaction). */
const EVENTS_PER_STATEMENT = 20_000;

/** Appends the events in the order given; returns how many were written. */
export async function appendTimerEvents(client: ClientBase, events: readonly RecordedTimerEvent[]): Promise<number> {
  let written = 0;
  for (let from = 0; from < events.length; from += EVENTS_PER_STATEMENT) {
    written += await insertEvents(client, events.slice(from, from + EVENTS_PER_STATEMENT));
  }
  return written;
}

async function insertEvents(client: ClientBase, events: readonly RecordedTimerEvent[]): Promise<number> {
  const result = await client.query(
    `insert into events (stream_id, stream_version, type, data, metadata, occurred_at)
     select stream_id, stream_version, type, data,
            jsonb_build_object('userId', user_id, 'correlationId', gen_random_uuid(), 'schemaVersion', $7::int),
            occurred_at
     from unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::text[], $6::timestamptz[])
       with ordinality as e(stream_id, stream_version, type, data, user_id, occurred_at, n)
     order by n`,
    [
      events.map((recorded) => recorded.streamId),
      events.map((recorded) => recorded.streamVersion),
      events.map((recorded) => recorded.event.type),
      events.map((recorded) => JSON.stringify(recorded.event.data)),
      events.map((recorded) => recorded.userId),
      events.map((recorded) => recorded.occurredAt),
      EVENT_SCHEMA_VERSION,
    ],
  );
  return result.rowCount ?? 0;
}
