// No event skipped: 32 writers append at once, each transaction held open a random while after its
// insert (so transactions commit out of the order of their positions) and some rolled back, while the
// subscription follows the log as fast as it can. Every committed event is handed over exactly once,
// in commit-safe order, and no rolled-back one. (A million events: `npm run bench -- subscription`.)
import { MikroORM } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { mikroOrmOptions } from '#src/shared/database/mikro-orm.config';
import { raceSubscriptionAgainstWriters } from '#src/shared/testing/subscription-race';
import { createTestDatabase } from '#src/shared/testing/test-database';

describe('an event subscription following 32 writers at once', () => {
  let database: DatabaseEndpoint;

  beforeAll(async () => {
    database = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmOptions(database.url));
    await orm.getMigrator().up();
    await orm.close();
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
