// The three ways of appending one event that bench/append sets side by side, each with a pool as
// large as Pause's own: Pause's EventStore append in a transaction of its own, as its command path
// runs it; a bare INSERT of one row per transaction into a copy of the events table (the baseline);
// and Emmett's PostgreSQL event store (emmett-side.ts).
import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppendOne } from './concurrent-writers';
import { type DomainEvent, type EventMetadata, backend } from './backend';
import { benchPool } from './database';

/** One writer's stream and the event it appends again and again: a timer start, as the timer writes it. */
export interface WriterStream {
  readonly streamId: string;
  readonly event: DomainEvent;
  readonly metadata: EventMetadata;
}

export function writerStreams(writers: number): WriterStream[] {
  const { sessionEvents } = backend.timerFixtures();
  const schemaVersion = backend.eventSchemaVersion();
  return Array.from({ length: writers }, () => {
    const userId = randomUUID();
    const [started] = sessionEvents({
      type: 'work',
      start: new Date('2026-11-23T08:00:00Z'),
      end: new Date('2026-11-23T12:00:00Z'),
      timeZone: 'Europe/Paris',
    });
    return {
      streamId: backend.timerStreamId(userId),
      event: started,
      metadata: { userId, correlationId: randomUUID(), schemaVersion },
    };
  });
}

/** How many connections Pause's own pool holds: every side gets as many. */
export function pausePoolSize(app: INestApplicationContext): number {
  return app.get(backend.database()).maxConnections;
}

/**
 * EventStore's append with the expected version, in a transaction of its own, as DeciderRunner runs
 * it: made ready first (prepareAppend), then sent as the transaction's last statement, which carries
 * the commit (appendAndCommit).
 */
export function pauseAppend(app: INestApplicationContext, streams: readonly WriterStream[]): AppendOne {
  const database = app.get(backend.database());
  const eventStore = app.get(backend.eventStore());
  return async (writer, version) => {
    const { streamId, event, metadata } = streams[writer];
    const append = await eventStore.prepareAppend(streamId, version - 1, [event], metadata, new Date());
    await database.transaction((transaction) => eventStore.appendAndCommit(transaction, append));
  };
}

export const BASELINE_TABLE = 'baseline_events';

/**
 * A table like `events` (columns, defaults, identity, the unique stream version, the indexes) and a
 * plain `begin; insert; commit` of one row: what PostgreSQL itself needs to store an event.
 */
export async function rawInsertAppend(
  databaseUrl: string,
  poolSize: number,
  streams: readonly WriterStream[],
): Promise<{ append: AppendOne; close(): Promise<void> }> {
  const pool = benchPool(databaseUrl, poolSize);
  await pool.query(`create table ${BASELINE_TABLE} (like events including all)`);
  const insert = `insert into ${BASELINE_TABLE} (stream_id, stream_version, type, data, metadata, occurred_at)
    values ($1, $2, $3, $4, $5, $6)`;
  const append: AppendOne = async (writer, version) => {
    const { streamId, event, metadata } = streams[writer];
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(insert, [
        streamId,
        version,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(metadata),
        new Date().toISOString(),
      ]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  return { append, close: () => pool.end() };
}
