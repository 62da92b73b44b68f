// Writes a person's past sessions straight into the event log, as the timer would have recorded them.
// Read models are not touched: rebuild them afterwards with `npm run replay`. For tests and
// demonstrations only.
import { Client } from 'pg';
import { EVENT_SCHEMA_VERSION } from '../../../shared/event-store/stored-event';
import { timerStreamId } from '../timer.events';
import { type PastSession, sessionEvents } from './timer-sessions';

export type SeededSession = PastSession;

export async function seedTimerHistory(
  databaseUrl: string,
  userId: string,
  sessions: readonly PastSession[],
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // a lost connection fails the query in use
  await client.connect();
  try {
    const streamId = timerStreamId(userId);
    const { rows } = await client.query<{ version: number }>(
      'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
      [streamId],
    );
    let version = rows[0].version;
    const events = [...sessions]
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .flatMap((session) => sessionEvents(session));
    if (events.length === 0) return;
    const metadata = { userId, schemaVersion: EVENT_SCHEMA_VERSION };
    await client.query(
      `insert into events (stream_id, stream_version, type, data, metadata, occurred_at)
       select $1, version, type, data, $6::jsonb || jsonb_build_object('correlationId', gen_random_uuid()), occurred_at
       from unnest($2::int[], $3::text[], $4::jsonb[], $5::timestamptz[]) as e(version, type, data, occurred_at)`,
      [
        streamId,
        events.map(() => ++version),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data)),
        events.map((event) => (event.type === 'TimerStarted' ? event.data.startedAt : event.data.stoppedAt)),
        JSON.stringify(metadata),
      ],
    );
  } finally {
    await client.end();
  }
}
