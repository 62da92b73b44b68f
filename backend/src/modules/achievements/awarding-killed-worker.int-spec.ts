// A worker process killed (SIGKILL) in the middle of an evaluation: the job it held is found stalled
// by the restarted worker's stalled-job check, run again, and completed, with each award made once.
// The killed worker's job is kept mid-run deterministically: another transaction holds the person's
// achievements stream (an uncommitted row at the version the award needs), so the append waits.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import type { Sql } from '#src/shared/database/sql';
import { JobQueue } from '#src/shared/jobs/job';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { eventually } from '#src/shared/testing/eventually';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { ACHIEVEMENTS_QUEUE, EVALUATE_PERSON } from './reactions/evaluate-achievements.processor';

const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;
const JOB_LOCK_MS = '2000';

describeWithRedis('a worker killed mid-job', () => {
  let pause: TestApp;
  let config: AppConfig;
  let connection: Redis;
  let queue: Queue;
  const workers: AppProcess[] = [];

  beforeAll(async () => {
    pause = await startTestApp({ env: { JOB_LOCK_MS } });
    config = pause.app.get<AppConfig>(APP_CONFIG);
    connection = new Redis(config.redisUrl!);
    queue = new Queue(ACHIEVEMENTS_QUEUE, { connection, prefix: config.queuePrefix });
  });

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await queue?.close();
    await connection?.quit();
    // Closing the test app also removes every key under this run's queue prefix.
    await pause?.close();
  });

  const startWorker = async (): Promise<AppProcess> => {
    const worker = await startAppProcess({
      command: ['node', 'backend/dist/worker.js'],
      readyLine: /Pause worker is running/,
      env: {
        DATABASE_URL: pause.databaseUrl,
        REDIS_URL: config.redisUrl,
        QUEUE_PREFIX: config.queuePrefix,
        JOB_LOCK_MS,
      },
    });
    workers.push(worker);
    return worker;
  };

  /**
   * Six-hour working days without commute on Monday to Wednesday, 9 to 11 November 2026 (UTC): a
   * Commute-Free Day, and a Balanced Week (a week tracked on three days is judged).
   */
  async function personWithCommuteFreeDay(index: number): Promise<string> {
    const agent = await pause.signedIn({ email: `person-${index}@example.com`, givenName: `Person ${index}` });
    await agent.patch('/api/auth/user').send({ timeZone: 'UTC' }).expect(200);
    for (const day of ['2026-11-09', '2026-11-10', '2026-11-11']) {
      pause.clock.set(`${day}T09:00:00Z`);
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.set(`${day}T15:00:00Z`);
      await agent.post('/api/timer/stop').expect(200);
    }
    return (await agent.get('/api/auth/user').expect(200)).body.id as string;
  }

  it("has the restarted worker finish the killed worker's job, awarding each achievement exactly once", async () => {
    const people: string[] = [];
    for (let index = 0; index < 16; index++) people.push(await personWithCommuteFreeDay(index));
    const [held] = people;
    const heldJobId = `killed-mid-job-${held}`;

    // Another writer holds the first person's achievements stream at version 1, uncommitted.
    const blocker = new Client({ connectionString: pause.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `insert into events (stream_id, stream_version, type, data, metadata, occurred_at)
         values ($1, 1, 'AchievementUnlocked', '{}', '{}', now())`,
        [`achievements-${held}`],
      );
      const jobs = pause.app.get(JobQueue);
      for (const userId of people)
        await jobs.enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, { userId }, `killed-mid-job-${userId}`);

      const [{ pid: blockerPid }] = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      const first = await startWorker();
      // Its evaluation of the held person reads the stream, decides to award, and waits on the append.
      await eventually(
        () => sessionsWaitingFor(blockerPid, pause.sql),
        (waiting) => waiting > 0,
        'the first worker waits on the held stream',
        { tries: 600, pauseMs: 100 },
      );
      await first.kill();
      expect(await (await queue.getJob(heldJobId))?.getState()).toBe('active');
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }

    const second = await startWorker();
    // Only BullMQ's stalled-job check can move the killed worker's job out of 'active'. Polled, with a
    // generous bound; nothing here asserts how long it takes.
    const job = await eventually(
      () => queue.getJob(heldJobId),
      (found) => found?.finishedOn !== undefined,
      "the killed worker's job has finished",
      { tries: 600, pauseMs: 100 },
    );
    expect(await job!.getState()).toBe('completed');
    expect(job!.stalledCounter).toBe(1);

    const everyone = `{${people.map((userId) => `achievements-${userId}`).join(',')}}`;
    const awards = async () =>
      (
        await pause.sql.query<{ total: string; distinct_awards: string }>(
          `select count(*) as total, count(distinct (stream_id, data->>'achievementType')) as distinct_awards
           from events where type = 'AchievementUnlocked' and stream_id = any($1::text[])`,
          [everyone],
        )
      )[0];
    await eventually(
      awards,
      (found) => Number(found.distinct_awards) === 2 * people.length,
      'everyone has both awards',
      {
        tries: 600,
        pauseMs: 100,
      },
    );
    await eventually(
      () => queue.getActiveCount(),
      (count) => count === 0,
      'no job is active any more',
      { tries: 600, pauseMs: 100 },
    );
    await second.stop();
    expect(await queue.getFailedCount()).toBe(0);
    const final = await awards();
    expect(Number(final.total)).toBe(2 * people.length);
    expect(Number(final.distinct_awards)).toBe(2 * people.length);
  }, 300_000);
});

/**
 * How many sessions wait for a lock the given backend holds. Asked on a connection of its own:
 * inside a transaction PostgreSQL keeps the first view of pg_stat_activity it read, and would not
 * see a session that connected later.
 */
async function sessionsWaitingFor(pid: number, sql: Sql): Promise<number> {
  const [row] = await sql.query<{ waiting: string }>(
    'select count(*) as waiting from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
    [pid],
  );
  return Number(row.waiting);
}
