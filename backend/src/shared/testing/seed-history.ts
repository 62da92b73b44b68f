// Writes a person's past sessions straight into the event log, as the timer would have recorded them
// (a TimerStarted and a TimerStopped each). Read models are not touched: rebuild them afterwards
// with `npm run replay`. For tests and demonstrations only.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

export interface SeededSession {
  readonly type: 'work' | 'commute';
  readonly start: Date;
  readonly end: Date;
  readonly timeZone: string;
}

export async function seedTimerHistory(
  databaseUrl: string,
  userId: string,
  sessions: readonly SeededSession[],
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const streamId = `timer-${userId}`;
    const { rows } = await client.query<{ version: number }>(
      'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
      [streamId],
    );
    let version = rows[0].version;
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (const session of [...sessions].sort((a, b) => a.start.getTime() - b.start.getTime())) {
      const sessionId = randomUUID();
      const startedAt = session.start.toISOString();
      const stoppedAt = session.end.toISOString();
      const metadata = JSON.stringify({ userId, correlationId: randomUUID(), schemaVersion: 1 });
      const started = { sessionId, sessionType: session.type, startedAt, timeZone: session.timeZone };
      const stopped = {
        ...started,
        stoppedAt,
        durationSeconds: Math.round((session.end.getTime() - session.start.getTime()) / 1000),
      };
      for (const [type, data, occurredAt] of [
        ['TimerStarted', started, startedAt],
        ['TimerStopped', stopped, stoppedAt],
      ] as const) {
        version += 1;
        const base = values.length;
        tuples.push(
          `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}::jsonb, $${base + 5}::jsonb, $${base + 6})`,
        );
        values.push(streamId, version, type, JSON.stringify(data), metadata, occurredAt);
      }
    }
    if (tuples.length === 0) return;
    await client.query(
      `insert into events (stream_id, stream_version, type, data, metadata, occurred_at) values ${tuples.join(', ')}`,
      values,
    );
  } finally {
    await client.end();
  }
}
