// Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql, a dependency of bench/ only),
// appending one event with the expected version, on a pool as large as Pause's. Its tables (emt_*)
// live beside Pause's in the benchmark's database; its schema is created by its first append.
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { AppendOne } from './concurrent-writers';
import type { WriterStream } from './append-sides';
import { benchPool } from './database';

export const EMMETT_MESSAGES_TABLE = 'emt_messages';

export function emmettAppend(
  databaseUrl: string,
  poolSize: number,
  streams: readonly WriterStream[],
): { append: AppendOne; close(): Promise<void> } {
  const pool = benchPool(databaseUrl, poolSize);
  const eventStore = getPostgreSQLEventStore(databaseUrl, { connectionOptions: { pool } });
  const append: AppendOne = async (writer, version) => {
    const { streamId, event, metadata } = streams[writer];
    await eventStore.appendToStream(
      streamId,
      [{ type: event.type, data: event.data as Record<string, unknown>, metadata }],
      {
        expectedStreamVersion: BigInt(version - 1),
      },
    );
  };
  return {
    append,
    async close() {
      await eventStore.close();
      await pool.end();
    },
  };
}
