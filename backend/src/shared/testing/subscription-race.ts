// Writers against a subscription, to show that it skips nothing: many writers at once append events in
// transactions of their own, each held open for a random while after its insert (so transactions
// commit in another order than they took their positions), some rolled back after inserting, while an
// event subscription (the app's own EventSubscriptions) follows the log as fast as it can. Every event
// is known by its position (never given twice, even to a rolled-back insert); the outcome counts what
// the subscription saw against what committed. Used
// by event-subscriptions.int-spec.ts (thousands of events) and `npm run bench -- subscription` (a million).
import { randomBytes } from 'node:crypto';
import { Database } from '#src/shared/database/database';
import { PersonalDataKeys } from '#src/shared/crypto-shredding/personal-data-keys';
import { PersonalFields } from '#src/shared/crypto-shredding/personal-fields';
import { EventStore } from '#src/shared/event-store/event-store';
import type { EventNotice } from '#src/shared/event-store/stored-event';
import { InProcessJobQueue } from '#src/shared/jobs/in-process-job-queue';
import { DEFAULT_RETRY } from '#src/shared/jobs/job';
import { JobProcessors } from '#src/shared/jobs/job-processors';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { AnswersUnderWay } from '#src/shared/http/answers-under-way';
import { metadataFor } from './event-metadata';

export const RACE_EVENT_TYPE = 'SubscriptionRaceEventWritten';

export interface SubscriptionRaceOptions {
  /** A migrated database no app is following. */
  readonly databaseUrl: string;
  readonly writers: number;
  readonly transactionsPerWriter: number;
  /** Each transaction appends from one to this many events. */
  readonly mostEventsPerTransaction: number;
  /** The share of transactions rolled back after their insert. */
  readonly rollbackShare: number;
  /** How long, at most, a transaction stays open after its insert (a random share of it). */
  readonly mostHeldOpenMs: number;
  /** Seeds each writer's random choices (how many events, rolled back or not, held open how long). */
  readonly seed: number;
  /** Reports how many transactions have ended so far, now and then. */
  readonly onProgress?: (transactionsEnded: number) => void;
}

export interface SubscriptionRaceOutcome {
  readonly committed: number;
  readonly rolledBack: number;
  readonly seen: number;
  /** Events seen more than once (each repeat counted). */
  readonly duplicates: number;
  /** Committed events never seen. */
  readonly missing: number;
  readonly rolledBackSeen: number;
  /** Events seen after one that comes later in the commit-safe order (transaction id, then position). */
  readonly outOfOrder: number;
  /** From the first write to the last commit. */
  readonly writingSeconds: number;
  /** From the first write until the subscription had handed over every committed event. */
  readonly followingSeconds: number;
}

class RolledBack extends Error {}

/** How long the follower waits for writers' transactions elsewhere on the server to end, at most. */
const DRAIN_LIMIT_MS = 120_000;

export async function raceSubscriptionAgainstWriters(
  options: SubscriptionRaceOptions,
): Promise<SubscriptionRaceOutcome> {
  // One connection per writer, plus the follower's reads and checkpoints.
  const database = new Database(options.databaseUrl, { maxConnections: options.writers + 4 });
  try {
    const eventStore = new EventStore(database, new PersonalFields(new PersonalDataKeys()));
    const run = randomBytes(4).toString('hex');
    const reactionName = `subscription-race-${run}`;

    const seen = new SeenEvents();
    const subscriptions = new EventSubscriptions(
      database,
      eventStore,
      options.databaseUrl,
      false,
      noJobs(),
      new AnswersUnderWay(),
    );
    subscriptions.register({
      name: reactionName,
      handles: [RACE_EVENT_TYPE],
      async react(events: readonly EventNotice[]) {
        for (const event of events) seen.add(event);
      },
    });

    const committed: string[] = [];
    const rolledBack: string[] = [];
    let ended = 0;
    const writer = async (index: number) => {
      const streamId = `subscription-race-${run}-${index}`;
      const random = seededRandom(options.seed + index);
      let version = 0;
      for (let transaction = 0; transaction < options.transactionsPerWriter; transaction++) {
        const count = 1 + Math.floor(random() * options.mostEventsPerTransaction);
        const rollBack = random() < options.rollbackShare;
        const heldOpenMs = random() * options.mostHeldOpenMs;
        let keys: string[] = [];
        try {
          await database.transaction(async (sql) => {
            const appended = await eventStore.append(
              sql,
              streamId,
              version,
              Array.from({ length: count }, (_, event) => ({ type: RACE_EVENT_TYPE, data: { transaction, event } })),
              metadataFor(),
              new Date(),
            );
            keys = appended.map((event) => event.position);
            await pause(heldOpenMs);
            if (rollBack) throw new RolledBack();
          });
          version += count;
          committed.push(...keys);
        } catch (error) {
          if (!(error instanceof RolledBack)) throw error;
          rolledBack.push(...keys);
        }
        if (++ended % 1000 === 0) options.onProgress?.(ended);
      }
    };

    const started = performance.now();
    let writing = true;
    const following = (async () => {
      while (writing) {
        await subscriptions.catchUp();
        await pause(0);
      }
    })();
    try {
      await Promise.all(Array.from({ length: options.writers }, (_, index) => writer(index)));
    } finally {
      writing = false;
      await following;
    }
    const writingSeconds = (performance.now() - started) / 1000;

    // Every writer has ended; what is left is the part of the log the follower had not reached yet
    // (or, on a shared server, one held back by a transaction open elsewhere): follow until nothing is
    // left after the checkpoint.
    const drainUntil = performance.now() + DRAIN_LIMIT_MS;
    while (performance.now() < drainUntil) {
      if ((await subscriptions.catchUp()) > 0) continue;
      if ((await eventsAfterCheckpoint(database, reactionName)) === 0) break;
      await pause(50);
    }
    const followingSeconds = (performance.now() - started) / 1000;
    return { ...seen.countAgainst(committed, rolledBack), writingSeconds, followingSeconds };
  } finally {
    await database.close();
  }
}

/** Committed events of the race after the subscription's checkpoint, whatever else runs on the server. */
async function eventsAfterCheckpoint(database: Database, name: string): Promise<number> {
  const [{ count }] = await database.query<{ count: string }>(
    `select count(*) as count from events
     where type = $1 and (transaction_id, position) > coalesce(
       (select (transaction_id, position) from subscription_checkpoints where name = $2), ('0'::xid8, 0::bigint))`,
    [RACE_EVENT_TYPE, name],
  );
  return Number(count);
}

/** What the subscription handed over, counted as it comes (a million events fit in memory as keys). */
class SeenEvents {
  private readonly keys = new Set<string>();
  private count = 0;
  private duplicates = 0;
  private outOfOrder = 0;
  private last?: { transactionId: bigint; position: bigint };

  add(event: EventNotice): void {
    const key = event.position;
    const place = { transactionId: BigInt(event.transactionId), position: BigInt(event.position) };
    this.count++;
    if (this.keys.has(key)) this.duplicates++;
    else this.keys.add(key);
    const last = this.last;
    if (
      last &&
      !(
        place.transactionId > last.transactionId ||
        (place.transactionId === last.transactionId && place.position > last.position)
      )
    ) {
      this.outOfOrder++;
    }
    this.last = place;
  }

  countAgainst(
    committed: readonly string[],
    rolledBack: readonly string[],
  ): Omit<SubscriptionRaceOutcome, 'writingSeconds' | 'followingSeconds'> {
    return {
      committed: committed.length,
      rolledBack: rolledBack.length,
      seen: this.count,
      duplicates: this.duplicates,
      missing: committed.filter((key) => !this.keys.has(key)).length,
      rolledBackSeen: rolledBack.filter((key) => this.keys.has(key)).length,
      outOfOrder: this.outOfOrder,
    };
  }
}

/**
 * A new subscription following the whole log from its start, with a reaction that only counts: how
 * fast the subscription machinery itself hands events over (reads, checkpoints), for the benchmark.
 */
export async function followWholeLog(
  databaseUrl: string,
  expected: number,
): Promise<{ events: number; seconds: number }> {
  const database = new Database(databaseUrl);
  try {
    const subscriptions = new EventSubscriptions(
      database,
      new EventStore(database, new PersonalFields(new PersonalDataKeys())),
      databaseUrl,
      false,
      noJobs(),
      new AnswersUnderWay(),
    );
    let events = 0;
    subscriptions.register({
      name: `subscription-race-follower-${randomBytes(4).toString('hex')}`,
      handles: [RACE_EVENT_TYPE],
      async react(handed: readonly EventNotice[]) {
        events += handed.length;
      },
    });
    const started = performance.now();
    // Once, unless a transaction open elsewhere on the server holds part of the log back for a while.
    const giveUpAt = started + DRAIN_LIMIT_MS;
    while (events < expected && performance.now() < giveUpAt) {
      if ((await subscriptions.catchUp()) === 0) await pause(50);
    }
    return { events, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** The races' reactions enqueue no jobs: a queue with nothing in it, settled at once. */
function noJobs(): InProcessJobQueue {
  return new InProcessJobQueue(new JobProcessors(), DEFAULT_RETRY);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => (ms <= 0 ? setImmediate(resolve) : setTimeout(resolve, ms)));
}

/** mulberry32: small, fast, and the same sequence for the same seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
