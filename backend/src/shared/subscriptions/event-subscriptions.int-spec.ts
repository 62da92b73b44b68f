// No event skipped: 32 writers append at once, each transaction held open a random while after its
// insert (so transactions commit out of the order of their positions) and some rolled back, while the
// subscription follows the log as fast as it can. Every committed event is handed over exactly once,
// in commit-safe order, and no rolled-back one. (A million events: `npm run bench -- subscription`.)
// And the log is read once for every reaction, each handed what it handles past its own checkpoint.
import { MikroORM } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import { PersonalDataKeys } from '#src/shared/crypto-shredding/personal-data-keys';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { Database } from '#src/shared/database/database';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { mikroOrmOptions } from '#src/shared/database/mikro-orm.config';
import { EventStore } from '#src/shared/event-store/event-store';
import type { Checkpoint } from '#src/shared/event-store/stored-event';
import { InProcessJobQueue } from '#src/shared/jobs/in-process-job-queue';
import { DEFAULT_RETRY } from '#src/shared/jobs/job';
import { JobProcessors } from '#src/shared/jobs/job-processors';
import { metadataFor } from '#src/shared/testing/event-metadata';
import { untilEveryEventIsReadable } from '#src/shared/testing/subscriptions-caught-up';
import { raceSubscriptionAgainstWriters } from '#src/shared/testing/subscription-race';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { EventSubscriptions } from './event-subscriptions';
import { answersOfOwnServer } from '#src/shared/testing/answers-of-own-server';

/** A new database of its own, migrated. */
async function migratedDatabase(): Promise<DatabaseEndpoint> {
  const database = await createTestDatabase();
  const orm = await MikroORM.init(mikroOrmOptions(database.url));
  await orm.getMigrator().up();
  await orm.close();
  return database;
}

describe('an event subscription following 32 writers at once', () => {
  let database: DatabaseEndpoint;

  beforeAll(async () => {
    database = await migratedDatabase();
  });

  afterAll(() => database?.close());

  it('hands over every committed event exactly once, in commit-safe order, and no rolled-back one', async () => {
    const seed = randomInt(2 ** 31);
    const outcome = await raceSubscriptionAgainstWriters({
      databaseUrl: database.url,
      writers: 32,
      transactionsPerWriter: 40,
      mostEventsPerTransaction: 4,
      rollbackShare: 0.15,
      mostHeldOpenMs: 20,
      seed,
    });

    expect({ seed, ...outcome }).toEqual({
      seed,
      committed: outcome.committed,
      rolledBack: outcome.rolledBack,
      seen: outcome.committed,
      duplicates: 0,
      missing: 0,
      rolledBackSeen: 0,
      outOfOrder: 0,
      writingSeconds: outcome.writingSeconds,
      followingSeconds: outcome.followingSeconds,
    });
    // The race was a real one: thousands of events, some rolled back.
    expect(outcome.committed).toBeGreaterThan(2_000);
    expect(outcome.rolledBack).toBeGreaterThan(0);
  });
});

/** The app's own event store, counting the pages the subscriptions read. */
class CountingEventStore extends EventStore {
  pagesRead = 0;

  override readNoticesAfter(checkpoint: Checkpoint, limit: number, executor?: Database) {
    this.pagesRead++;
    return super.readNoticesAfter(checkpoint, limit, executor);
  }
}

describe('event subscriptions with several reactions', () => {
  let database: DatabaseEndpoint;
  let pool: Database;
  let store: CountingEventStore;
  let subscriptions: EventSubscriptions;
  let version = 0;
  const handed = new Map<string, string[]>();
  const { answers, arriving } = answersOfOwnServer();

  beforeAll(async () => {
    database = await migratedDatabase();
    pool = new Database(database.url);
    store = new CountingEventStore(pool, new PersonalFields(new PersonalDataKeys()));
    subscriptions = new EventSubscriptions(
      pool,
      store,
      database.url,
      false,
      new InProcessJobQueue(new JobProcessors(), DEFAULT_RETRY),
      answers,
    );
  });

  afterAll(async () => {
    await pool?.close();
    await database?.close();
  });

  const follow = (name: string, type: string) =>
    subscriptions.register({
      name,
      handles: [type],
      async react(events) {
        handed.set(name, [
          ...(handed.get(name) ?? []),
          ...events.map((event) => `${event.type} ${event.streamVersion}`),
        ]);
      },
    });
  const append = (...types: string[]) =>
    pool.transaction(async (transaction) => {
      await store.append(
        transaction,
        'several-reactions',
        version,
        types.map((type) => ({ type, data: {} })),
        metadataFor(),
        new Date(),
      );
      version += types.length;
    });

  it('reads the log once for all of them, each handed what it handles past its own checkpoint', async () => {
    follow('early', 'Ping');
    await append('Ping', 'Ping', 'Ping');
    await untilEveryEventIsReadable(pool);
    expect(await subscriptions.catchUp()).toBe(3);
    expect(handed.get('early')).toEqual(['Ping 1', 'Ping 2', 'Ping 3']);

    // Two more subscriptions, from the start of the log; then more events.
    follow('late', 'Ping');
    follow('other', 'Pong');
    await append('Ping', 'Pong', 'Ping');
    await untilEveryEventIsReadable(pool);
    store.pagesRead = 0;
    expect(await subscriptions.catchUp()).toBe(2 + 5 + 1);
    expect(store.pagesRead).toBe(1);
    expect(Object.fromEntries(handed)).toEqual({
      early: ['Ping 1', 'Ping 2', 'Ping 3', 'Ping 4', 'Ping 6'],
      late: ['Ping 1', 'Ping 2', 'Ping 3', 'Ping 4', 'Ping 6'],
      other: ['Pong 5'],
    });

    // Every checkpoint was saved past the log's end: nothing is handed over again.
    expect(await subscriptions.catchUp()).toBe(0);
  });

  it('reads the log only once the answers being given have ended: following it is background work', async () => {
    await append('Ping');
    await untilEveryEventIsReadable(pool);
    const endAnswer = arriving();
    store.pagesRead = 0;
    const caughtUp = subscriptions.catchUp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.pagesRead).toBe(0);

    endAnswer();
    expect(await caughtUp).toBe(2);
    expect(store.pagesRead).toBe(1);
  });
});
