// bench/awarding: how many people per second the achievements' evaluation gets through when its jobs
// run on BullMQ in a worker process (`node backend/dist/worker.js` against the real Redis), against
// the same evaluation run through the in-process job queue without Redis. Both evaluate the same
// generated history of 100,000 people, each on its own copy of one database, so each starts with
// nobody awarded. The people go in four quarters, the two sides taking turns (ABBA), so drift in the
// shared machine's load weighs on both.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { openAppContext } from './support/app-context';
import { type WrittenDays, HISTORY_DAYS, writeAchievementDays } from './support/achievement-days';
import { type AppProcess, type Job, type JobQueue, backend } from './support/backend';
import { type BenchDatabase, createBenchDatabase, withClient } from './support/database';
import { type Outcome, progress } from './support/report';
import { track } from './support/resources';
import { ratio, seconds, whole } from './support/stats';

const ACHIEVEMENTS_QUEUE = 'achievements';
const EVALUATE_PERSON = 'evaluate-person';

/**
 * Histories end 12 days before each person's today, outside the nine days the scheduled evaluation
 * looks back over: the worker's own schedule, which runs once as it starts, finds nobody, and every
 * evaluation measured is one the benchmark enqueued.
 */
const ENDS_DAYS_AGO = 12;
const FULL = { people: 100_000, warmup: 1_000, blocks: 4, maxSecondsPerBlock: 150 };
const QUICK = { people: 2_000, warmup: 200, blocks: 4, maxSecondsPerBlock: 60 };
/** How often the worker side asks Redis how far the queue has got. */
const POLL_MS = 100;

/** One side: evaluates a block of people and says how long it took, from enqueueing to the last end. */
interface Side {
  readonly label: string;
  /** Seconds; throws once `deadline` (performance.now()) has passed. */
  evaluate(people: readonly string[], tag: string, deadline: number): Promise<number>;
  /** Attempts that threw and were retried, so far. */
  failedAttempts(): number;
}

interface Block {
  readonly side: Side;
  readonly people: number;
  readonly seconds: number;
}

interface Awards {
  readonly byType: Map<string, number>;
  /** A digest of every (person, type, day) awarded, to compare the two sides row for row. */
  readonly digest: string;
  readonly events: number;
}

export async function awarding(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
  const redis = await connectRedis(redisUrl);
  const closeRedis = track('Redis connection', async () => void (await redis.quit()));
  try {
    const template = await createBenchDatabase();
    const dropTemplate = track(`database ${template.name}`, template.drop);
    try {
      progress(`awarding: database ${template.name}; migrations`);
      const migrated = await openAppContext(template.url);
      await migrated.close();
      const people = size.warmup + size.people;
      progress(`awarding: writing ${whole(people)} people's local days with set-based SQL`);
      const generationStarted = performance.now();
      const written = await withClient(template.url, (client) => writeAchievementDays(client, people, ENDS_DAYS_AGO));
      const generationSeconds = (performance.now() - generationStarted) / 1000;
      if (written.people !== people || written.recentlyActive !== 0) {
        throw new Error(
          `Expected ${people} people, none recently active; wrote ${written.people}, ${written.recentlyActive} recently active.`,
        );
      }
      const everyone = await withClient(template.url, async (client) =>
        (
          await client.query<{ user_id: string }>('select distinct user_id from achievement_days order by user_id')
        ).rows.map((row) => row.user_id),
      );
      const copyStarted = performance.now();
      const copy = await createBenchDatabase(template);
      const dropCopy = track(`database ${copy.name}`, copy.drop);
      const copySeconds = (performance.now() - copyStarted) / 1000;
      try {
        progress(
          `awarding: ${whole(written.days)} local days in ${seconds(generationSeconds)} s, copied in ${seconds(copySeconds)} s`,
        );
        const inProcess = await inProcessSide(template);
        try {
          const worker = await workerSide(copy, redis, redisUrl);
          try {
            const [warmup, measured] = [everyone.slice(0, size.warmup), everyone.slice(size.warmup)];
            progress(`awarding: warming up both sides with ${whole(warmup.length)} people each`);
            for (const side of [inProcess.side, worker.side])
              await timed(side, warmup, 'warmup', size.maxSecondsPerBlock);
            const quarter = Math.ceil(measured.length / size.blocks);
            const blocks: Block[] = [];
            for (let index = 0; index < size.blocks; index++) {
              const cohort = measured.slice(index * quarter, (index + 1) * quarter);
              const order = index % 2 === 0 ? [inProcess.side, worker.side] : [worker.side, inProcess.side];
              for (const side of order) {
                const block = await timed(side, cohort, `q${index + 1}`, size.maxSecondsPerBlock);
                progress(
                  `awarding: ${side.label}, quarter ${index + 1}: ${whole(block.people / block.seconds)} people/s`,
                );
                blocks.push(block);
              }
            }
            const [inProcessAwards, workerAwards] = [await awardsIn(template), await awardsIn(copy)];
            return report(
              written,
              generationSeconds,
              copySeconds,
              blocks,
              inProcess.side,
              worker.side,
              inProcessAwards,
              workerAwards,
            );
          } finally {
            await worker.close();
          }
        } finally {
          await inProcess.close();
        }
      } finally {
        await dropCopy();
      }
    } finally {
      await dropTemplate();
    }
  } finally {
    await closeRedis();
  }
}

async function timed(side: Side, people: readonly string[], tag: string, maxSeconds: number): Promise<Block> {
  return {
    side,
    people: people.length,
    seconds: await side.evaluate(people, tag, performance.now() + maxSeconds * 1000),
  };
}

/**
 * The app's modules in this process with jobs on its in-process queue (no Redis), as `npm start`
 * runs them. The processor the app registered is wrapped, on this instance, to note each end.
 */
async function inProcessSide(database: BenchDatabase): Promise<{ side: Side; close(): Promise<void> }> {
  const app = await openAppContext(database.url);
  const closeApp = track('app context', () => app.close());
  const processor = app.get(backend.jobProcessors()).get(ACHIEVEMENTS_QUEUE);
  const original = processor.process;
  let evaluated = 0;
  let failedAttempts = 0;
  let lastEnd = 0;
  (processor as { process(job: Job): Promise<void> }).process = async (job: Job) => {
    try {
      await original.call(processor, job);
    } catch (error) {
      failedAttempts++;
      throw error;
    }
    evaluated++;
    lastEnd = performance.now();
  };
  const jobs: JobQueue = app.get(backend.jobQueue());
  return {
    side: {
      label: 'in-process queue, no Redis (baseline)',
      failedAttempts: () => failedAttempts,
      async evaluate(people, tag, deadline) {
        const target = evaluated + people.length;
        const started = performance.now();
        await jobs.enqueueAll(
          ACHIEVEMENTS_QUEUE,
          EVALUATE_PERSON,
          people.map((userId) => ({ data: { userId }, jobId: `bench-${tag}-${userId}` })),
        );
        await waitUntil(
          () => evaluated >= target,
          deadline,
          () => `in-process, ${tag}: ${evaluated - target + people.length} of ${people.length} evaluated`,
        );
        return (lastEnd - started) / 1000;
      },
    },
    close: closeApp,
  };
}

/**
 * `node backend/dist/worker.js` on the copy, with a queue prefix of its own; the jobs are enqueued
 * from here with the app's own BullmqJobQueue, as the web app or the schedule would. A block ends
 * with the last job BullMQ finished, by the time it recorded.
 */
async function workerSide(
  database: BenchDatabase,
  redis: Redis,
  redisUrl: string,
): Promise<{ side: Side; close(): Promise<void> }> {
  const prefix = `pause-bench-${randomBytes(4).toString('hex')}`;
  const forgetKeys = track(`Redis keys ${prefix}:*`, () => deleteKeys(redis, `${prefix}:*`));
  const queue: Queue = new Queue(ACHIEVEMENTS_QUEUE, { connection: redis, prefix });
  const closeQueue = track('BullMQ queue', () => queue.close());
  const BullmqJobQueue = backend.bullmqJobQueue();
  const jobs = new BullmqJobQueue(redis, backend.defaultRetry(), prefix);
  const closeJobs = track('BullMQ job queue', () => jobs.close());
  let worker: AppProcess | undefined;
  let stopWorker = async (): Promise<void> => undefined;
  const close = async () => {
    await stopWorker();
    await closeJobs();
    await closeQueue();
    await forgetKeys();
  };
  try {
    worker = await backend.startAppProcess({
      command: ['node', backend.shippedProgram('worker')],
      readyLine: /Pause worker is running/,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        NODE_ENV: 'production',
        SESSION_SECRET: 'pause-bench',
      },
    });
    stopWorker = track('worker process', () => worker!.stop());
    const settled = async () => {
      const counts = await queue.getJobCounts('completed', 'failed');
      return counts.completed + counts.failed;
    };
    // The schedule's first run, at start, finds nobody to evaluate; wait for it to be done.
    await waitUntil(
      async () => (await settled()) >= 1,
      performance.now() + 30_000,
      () => "the worker's first scheduled run",
    );
    const running = worker;
    return {
      side: {
        label: 'BullMQ on Redis, worker process',
        failedAttempts: () => (running.output().match(/failed \(attempt/g) ?? []).length,
        async evaluate(people, tag, deadline) {
          const target = (await settled()) + people.length;
          const started = Date.now();
          await jobs.enqueueAll(
            ACHIEVEMENTS_QUEUE,
            EVALUATE_PERSON,
            people.map((userId) => ({ data: { userId }, jobId: `bench-${tag}-${userId}` })),
          );
          let done = 0;
          await waitUntil(
            async () => (done = await settled()) >= target,
            deadline,
            () => `worker, ${tag}: ${done - target + people.length} of ${people.length} settled`,
          );
          const [last] = await queue.getJobs(['completed'], 0, 0, false);
          return (last.finishedOn! - started) / 1000;
        },
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function awardsIn(database: BenchDatabase): Promise<Awards> {
  return withClient(database.url, async (client) => {
    const { rows } = await client.query<{ achievement_type: string; count: string; digest: string }>(
      `select achievement_type, count(*) as count,
              md5(string_agg(user_id::text || '/' || earned_for::text, ',' order by user_id)) as digest
       from unlocked_achievements group by achievement_type order by achievement_type`,
    );
    const {
      rows: [events],
    } = await client.query<{ count: string }>(
      "select count(*) as count from events where type = 'AchievementUnlocked'",
    );
    return {
      byType: new Map(rows.map((row) => [row.achievement_type, Number(row.count)])),
      digest: rows.map((row) => `${row.achievement_type}:${row.digest}`).join(' '),
      events: Number(events.count),
    };
  });
}

function report(
  written: WrittenDays,
  generationSeconds: number,
  copySeconds: number,
  blocks: readonly Block[],
  inProcess: Side,
  worker: Side,
  inProcessAwards: Awards,
  workerAwards: Awards,
): Outcome {
  const total = (side: Side) => {
    const mine = blocks.filter((block) => block.side === side);
    const people = mine.reduce((sum, block) => sum + block.people, 0);
    const time = mine.reduce((sum, block) => sum + block.seconds, 0);
    return { people, seconds: time, rate: people / time };
  };
  const [baseline, measured] = [total(inProcess), total(worker)];
  const sameAwards = inProcessAwards.digest === workerAwards.digest && inProcessAwards.digest !== '';
  const awardCount = (awards: Awards) => [...awards.byType.values()].reduce((sum, count) => sum + count, 0);
  const exactlyOnce = [inProcessAwards, workerAwards].every((awards) => awards.events === awardCount(awards));
  const byType = [...inProcessAwards.byType].map(([type, count]) => `${type} ${whole(count)}`).join(', ');
  const rows = [inProcess, worker].map((side) => {
    const figures = total(side);
    return [
      side.label,
      whole(figures.people),
      seconds(figures.seconds),
      whole(figures.rate),
      ratio(figures.rate / baseline.rate),
    ];
  });
  return {
    tables: [
      {
        title: `awarding: evaluate-person jobs for ${whole(measured.people)} people (${whole(written.days)} local days in all, ${HISTORY_DAYS} days each, ten time zones), nobody awarded yet`,
        header: ['jobs run by', 'people evaluated', 'seconds', 'people/s', 'ratio to in-process'],
        rows,
        notes: [
          "The same EvaluateAchievementsProcessor both ways, at most 4 jobs at once; BullMQ's worker is node backend/dist/worker.js.",
          'Seconds: from enqueueing a quarter of the people to the end of its last evaluation, summed over the four quarters',
          `(order ${blocks.map((block) => (block.side === inProcess ? 'A' : 'B')).join('')}, A in-process, B worker), after a warm-up of each side.`,
          `Awards made on each side, warm-up included: ${byType} (${whole(awardCount(inProcessAwards))} in all);`,
          `the two sides awarded ${sameAwards ? 'exactly the same' : 'DIFFERENT'} (person, achievement, day) rows, ${exactlyOnce ? 'each once' : 'NOT each once'}.`,
          `Attempts that failed and were retried: in-process ${inProcess.failedAttempts()}, worker ${worker.failedAttempts()}.`,
          `The local days were written in ${seconds(generationSeconds)} s and the database copied in ${seconds(copySeconds)} s.`,
        ],
      },
      {
        title: 'awarding: each quarter, in the order run',
        header: ['quarter', 'jobs run by', 'people', 'seconds', 'people/s'],
        rows: blocks.map((block, index) => [
          `${Math.floor(index / 2) + 1}`,
          block.side === inProcess ? 'in-process' : 'worker',
          whole(block.people),
          seconds(block.seconds),
          whole(block.people / block.seconds),
        ]),
      },
    ],
    verdicts: [
      {
        benchmark: 'awarding',
        measure: 'both sides award the same, each award once',
        value: sameAwards && exactlyOnce ? 'yes' : 'no',
        target: 'yes',
        met: sameAwards && exactlyOnce,
      },
    ],
  };
}

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `awarding needs Redis at ${url} (set REDIS_URL): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Asks every POLL_MS until `done` says yes; throws with `state()` once `deadline` has passed. */
async function waitUntil(done: () => boolean | Promise<boolean>, deadline: number, state: () => string): Promise<void> {
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`Not finished in time: ${state()}.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Deletes every key matching the pattern, a batch at a time. */
async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 5000);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}
