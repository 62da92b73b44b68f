// Waiting for what the event subscriptions hand over, in tests on a shared server. The subscriptions
// read only events that no transaction still open on the server could precede, and another test
// file's may be open at any moment; with the jobs on BullMQ (REDIS_URL set) the app under test follows
// no subscriptions by itself, so a single catch-up can miss what another file's transaction hid.
import type { INestApplication } from '@nestjs/common';
import type { Sql } from '#src/shared/database/sql';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { eventually } from './eventually';

/** `read`, asked each time after a catch-up: for `eventually`, as a worker's one-second tick would. */
export function afterCatchingUp<T>(app: INestApplication, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    await app.get(EventSubscriptions).catchUp();
    return read();
  };
}

/** Waits until the subscriptions can read every event in the log, so one catch-up hands over them all. */
export async function untilEveryEventIsReadable(sql: Sql): Promise<void> {
  await eventually(
    () =>
      sql.query<{ hidden: number }>(
        'select count(*) filter (where transaction_id >= pg_snapshot_xmin(pg_current_snapshot()))::int as hidden from events',
      ),
    ([counts]) => counts.hidden === 0,
    'every event readable by the subscriptions',
  );
}
