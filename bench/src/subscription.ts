// bench/subscription: does the event subscription skip nothing at scale, and how fast does it hand
// events over? 32 writers append about a million events at once (transactions held open a random
// while after their insert, one in ten rolled back) while the app's EventSubscriptions follows the log;
// every key it saw is counted against what committed. Then a fresh subscription follows the whole log
// from its start, against a baseline measured in the same run: a plain read of the same events in the
// same order and pages, with pg alone.
import type { Client } from 'pg';
import { openAppContext } from './support/app-context';
import { type SubscriptionRaceOutcome, backend } from './support/backend';
import { createBenchDatabase, withClient } from './support/database';
import { type Outcome, type Verdict, progress } from './support/report';
import { track } from './support/resources';
import { ratio, seconds, whole } from './support/stats';

const WRITERS = 32;
/** About a million committed events: 7,800 transactions per writer of 4.5 events on average, 90% kept. */
const FULL = { transactionsPerWriter: 7_800 };
const QUICK = { transactionsPerWriter: 30 };
const RACE = { mostEventsPerTransaction: 8, rollbackShare: 0.1, mostHeldOpenMs: 2 };
/** The subscription's page (EventSubscriptions' BATCH_SIZE), for the baseline's reads. */
const PAGE = 500;

export async function subscription(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const race = backend.subscriptionRace();
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  try {
    progress(`subscription: database ${database.name}; migrations`);
    await (await openAppContext(database.url)).close();

    const seed = Math.floor(Math.random() * 2 ** 31);
    const transactions = WRITERS * size.transactionsPerWriter;
    progress(`subscription: ${WRITERS} writers, ${whole(transactions)} transactions, seed ${seed}`);
    const outcome = await race.raceSubscriptionAgainstWriters({
      databaseUrl: database.url,
      writers: WRITERS,
      transactionsPerWriter: size.transactionsPerWriter,
      ...RACE,
      seed,
      onProgress: (ended) => {
        if (ended % 20_000 === 0) progress(`subscription: ${whole(ended)} of ${whole(transactions)} transactions`);
      },
    });

    progress('subscription: a plain read of the log (baseline), a new subscription from the start, the read again');
    const readBefore = await withClient(database.url, readWholeLog);
    const followed = await race.followWholeLog(database.url, outcome.committed);
    const readAfter = await withClient(database.url, readWholeLog);
    const baselineSeconds = (readBefore.seconds + readAfter.seconds) / 2;
    if (followed.events !== outcome.committed || readBefore.events !== outcome.committed) {
      throw new Error(
        `The log holds ${readBefore.events} events, the new subscription saw ${followed.events}, ${outcome.committed} committed.`,
      );
    }
    return report(outcome, seed, followed, readBefore, readAfter, baselineSeconds);
  } finally {
    await dropDatabase();
  }
}

/**
 * The same events, in the subscription's order and pages (the whole log, of every type, as it reads
 * it), without checkpoints or the commit-safe horizon.
 */
async function readWholeLog(client: Client): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  let after = { transactionId: '0', position: '0' };
  let events = 0;
  for (;;) {
    const { rows } = await client.query<{ position: string; transaction_id: string }>(
      `select position, stream_id, stream_version, type, data, metadata, occurred_at, transaction_id::text as transaction_id
       from events where (transaction_id, position) > ($1::xid8, $2::bigint)
       order by events.transaction_id, events.position limit $3`,
      [after.transactionId, after.position, PAGE],
    );
    if (rows.length === 0) break;
    events += rows.length;
    const last = rows[rows.length - 1];
    after = { transactionId: last.transaction_id, position: String(last.position) };
  }
  return { events, seconds: (performance.now() - started) / 1000 };
}

function report(
  outcome: SubscriptionRaceOutcome,
  seed: number,
  followed: { events: number; seconds: number },
  readBefore: { events: number; seconds: number },
  readAfter: { events: number; seconds: number },
  baselineSeconds: number,
): Outcome {
  const skippedNothing =
    outcome.seen === outcome.committed &&
    outcome.duplicates === 0 &&
    outcome.missing === 0 &&
    outcome.rolledBackSeen === 0 &&
    outcome.outOfOrder === 0;
  const followRatio = baselineSeconds / followed.seconds;
  const verdicts: Verdict[] = [
    {
      benchmark: 'subscription',
      measure: 'committed events seen once, in order; none rolled back',
      value: `${whole(outcome.seen)} of ${whole(outcome.committed)}`,
      target: 'all, 0 duplicates, 0 missing, 0 rolled back',
      met: skippedNothing,
      miss: `${whole(outcome.missing)} missing, ${whole(outcome.duplicates)} duplicates, ${whole(outcome.rolledBackSeen)} rolled back seen, ${whole(outcome.outOfOrder)} out of order`,
    },
  ];
  return {
    tables: [
      {
        title: `subscription: ${WRITERS} writers at once (1 to ${RACE.mostEventsPerTransaction} events a transaction, held open up to ${RACE.mostHeldOpenMs} ms after the insert, ${RACE.rollbackShare * 100}% rolled back) while EventSubscriptions follows; seed ${seed}`,
        header: ['committed', 'seen', 'duplicates', 'missing', 'rolled back', 'rolled back seen', 'out of order'],
        rows: [
          [
            whole(outcome.committed),
            whole(outcome.seen),
            whole(outcome.duplicates),
            whole(outcome.missing),
            whole(outcome.rolledBack),
            whole(outcome.rolledBackSeen),
            whole(outcome.outOfOrder),
          ],
        ],
        notes: [
          `Writers committed ${whole(outcome.committed / outcome.writingSeconds)} events/s over ${seconds(outcome.writingSeconds)} s; the subscription had handed over the last one ${seconds(outcome.followingSeconds - outcome.writingSeconds)} s after the last commit.`,
        ],
      },
      {
        title: 'subscription: the whole log followed by a new subscription, against a plain read of it',
        header: ['side', 'events', 'seconds', 'events/s', 'events/s / plain read'],
        rows: [
          [
            'plain read, before (pg, same pages)',
            whole(readBefore.events),
            seconds(readBefore.seconds),
            whole(readBefore.events / readBefore.seconds),
            ratio(baselineSeconds / readBefore.seconds),
          ],
          [
            'EventSubscriptions.catchUp',
            whole(followed.events),
            seconds(followed.seconds),
            whole(followed.events / followed.seconds),
            ratio(followRatio),
          ],
          [
            'plain read, after',
            whole(readAfter.events),
            seconds(readAfter.seconds),
            whole(readAfter.events / readAfter.seconds),
            ratio(baselineSeconds / readAfter.seconds),
          ],
        ],
        notes: [
          `The baseline is the mean of the two plain reads; the subscription runs at ${ratio(followRatio)}x its rate (its pages go through Pause's Database, stop at the commit-safe horizon, and save a checkpoint after each).`,
        ],
      },
    ],
    verdicts,
  };
}
