// Redis is a helper, not a single point of failure. A deployment of one app and one worker on
// PostgreSQL and a Redis of the test's own, which is stopped for 60 seconds while people use the app
// and then started again empty (it keeps nothing on disk, as a restarted cache or a failed-over one
// without persistence would). Meanwhile sign-in, the timer and every read answer 2xx; readiness names
// Redis while liveness stays up. Once it is back, without restarting anything, everyone who saved
// sessions meanwhile is evaluated (coalesced per person), each job once; the job schedules exist
// again; and the challenge whose week ended during the outage is settled, once. A second worker told
// to stop during the outage stops.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import {
  ACHIEVEMENTS_QUEUE,
  EVALUATE_PERSON,
} from '#src/modules/achievements/reactions/evaluate-achievements.processor';
import { IssueChallenge } from '#src/modules/challenges/commands/issue-challenge.handler';
import { CHALLENGES_QUEUE } from '#src/modules/challenges/reactions/resolve-ended-challenges.processor';
import { REMINDERS_QUEUE } from '#src/modules/reminders/reactions/send-due-reminders.processor';
import { befriend } from '#src/modules/friends/testing/befriend';
import { startTimer, stopTimer } from '#src/modules/timer/testing/timer-commands';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { metadataFor } from '#src/shared/testing/event-metadata';
import { eventually } from '#src/shared/testing/eventually';
import { type RedisProcess, describeWhereRedisServerRuns, startRedisProcess } from '#src/shared/testing/redis-process';
import { signIn } from '#src/shared/testing/sign-in';
import { withDatabase } from '#src/shared/testing/sql-client';
import { createTestDatabase } from '#src/shared/testing/test-database';
import { openTestAppContext } from '#src/testing/app-context';
import { addDays, mondayOf } from '#src/shared/time/calendar';

const OUTAGE_MS = 60_000;
/** A worker's stop waits 10 s for active jobs when Redis answers; with Redis away it must not hang. */
const STOP_WITHIN_MS = 20_000;
const onServer = process.env.DATABASE_URL ? describeWhereRedisServerRuns(describe, 'The Redis outage') : describe.skip;

interface Person {
  readonly id: string;
  readonly agent: TestAgent;
}

onServer('Redis down for a minute under use', () => {
  let redis: RedisProcess;
  let database: DatabaseEndpoint;
  let app: AppProcess;
  let worker: AppProcess;
  let secondWorker: AppProcess;
  const queuePrefix = `pause-outage-${randomBytes(4).toString('hex')}`;
  const people: Person[] = [];
  let challengeWeek: string;
  let quietWorker: string;

  beforeAll(async () => {
    redis = await startRedisProcess();
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET: 'redis-outage-secret',
      // A newcomer signs in every few rounds, all from this one address: more than the per-address
      // limit allows in a minute on a fast machine. The limit has its own test (sign-in-abuse).
      SIGN_IN_ATTEMPTS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
      OIDC_ISSUER_URL: undefined,
      PUBLIC_URL: undefined,
      NODE_ENV: undefined,
    };
    app = await startAppProcess({ command: ['node', 'backend/dist/main.js'], env });
    const startWorker = () =>
      startAppProcess({ command: ['node', 'backend/dist/worker.js'], readyLine: /Pause worker is running/, env });
    [worker, secondWorker] = await Promise.all([startWorker(), startWorker()]);
    for (const name of ['alex', 'sam']) people.push(await signInAs(name));
    await befriend(people[0].agent, people[1].agent, 'sam@example.com');
  });

  afterAll(async () => {
    await secondWorker?.kill();
    await worker?.stop();
    await app?.stop();
    await redis?.stop();
    await database?.close();
  });

  /** SIGTERM, and whether the process ended within `ms`. */
  async function stopsWithin(process: AppProcess, ms: number): Promise<boolean> {
    const stopped = process.stop().then(() => true);
    const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref());
    return Promise.race([stopped, late]);
  }

  async function signInAs(name: string): Promise<Person> {
    const agent = request.agent(app.url);
    await signIn(agent, app.url, { email: `${name}@example.com`, givenName: name });
    const id = (await agent.get('/api/auth/user').expect(200)).body.id as string;
    return { id, agent };
  }

  /** Every read the dashboard makes, and the export. */
  function reads(agent: TestAgent) {
    const today = new Date().toISOString().slice(0, 10);
    const monday = mondayOf(today);
    return [
      '/api/auth/user',
      '/api/timer/active',
      `/api/analytics/weekly?weekStart=${monday}`,
      `/api/analytics/daily?startDate=${monday}&endDate=${addDays(monday, 6)}`,
      `/api/analytics/monthly?month=${Number(today.slice(5, 7))}&year=${Number(today.slice(0, 4))}`,
      '/api/achievements',
      `/api/reflections/${monday}`,
      '/api/friends',
      '/api/friends/requests',
      '/api/friends/leaderboard',
      '/api/challenges',
      '/api/export/data?format=json',
    ].map((path) => agent.get(path).then((answer) => ({ what: `GET ${path}`, status: answer.status })));
  }

  it('signs people in, starts and stops timers and answers every read with 2xx while Redis is down', async () => {
    await redis.stop();
    const outageEnds = Date.now() + OUTAGE_MS;
    const refused: string[] = [];
    const note = (what: string, status: number) => {
      if (status >= 300) refused.push(`${what}: ${status}`);
    };
    let round = 0;
    let wrotePast = false;
    while (Date.now() < outageEnds) {
      round++;
      // A newcomer signs in every few rounds (signInAs fails the test unless they land signed in).
      if (round % 5 === 1) people.push(await signInAs(`newcomer${round}`));
      for (const { agent } of people) {
        note('POST /api/timer/start', (await agent.post('/api/timer/start').send({ type: 'work' })).status);
        note('POST /api/timer/stop', (await agent.post('/api/timer/stop')).status);
      }
      for (const answer of await Promise.all(reads(people[round % people.length].agent)))
        note(answer.what, answer.status);

      const ready = await request(app.url).get('/health/ready');
      note('readiness reports Redis down', ready.status === 503 && ready.body.error?.redis ? 200 : 500);
      note('GET /health/live', (await request(app.url).get('/health/live')).status);

      if (!wrotePast) {
        ({ challengeWeek, quietWorker } = await writeWhatEndedDuringTheOutage());
        wrotePast = true;
        note('SIGTERM to a worker', (await stopsWithin(secondWorker, STOP_WITHIN_MS)) ? 200 : 500);
      }
    }
    expect(refused).toEqual([]);
    expect(round).toBeGreaterThan(1);
    expect([app.exitCode(), worker.exitCode()]).toEqual([null, null]);
  });

  /**
   * Through the app's own commands, with a clock in the past: a challenge between Alex and Sam for last
   * week (ended by now), and a quiet worker's six hours of work without commute yesterday (a day that
   * has ended: a Commute-Free Day to award). Both need jobs that cannot run while Redis is away.
   */
  async function writeWhatEndedDuringTheOutage(): Promise<{ challengeWeek: string; quietWorker: string }> {
    const past = await openTestAppContext(database.url);
    try {
      const today = new Date().toISOString().slice(0, 10);
      const lastWeek = addDays(mondayOf(today), -7);
      past.clock.set(`${addDays(lastWeek, 2)}T09:00:00.000Z`);
      const [alex, sam] = people;
      await past.commands.execute(new IssueChallenge(alex.id, 'UTC', sam.id, lastWeek, metadataFor(alex.id)));

      const quiet = '0b9c4c0e-5f5e-4c1e-9d8e-000000000001';
      past.clock.set(`${addDays(today, -1)}T09:00:00.000Z`);
      await startTimer(past.commands, quiet, 'work', 'UTC');
      past.clock.set(`${addDays(today, -1)}T15:00:00.000Z`);
      await stopTimer(past.commands, quiet);
      return { challengeWeek: lastWeek, quietWorker: quiet };
    } finally {
      await past.close();
    }
  }

  it('reports Redis up again in readiness once it is back, empty, without a restart', async () => {
    await redis.start();
    await eventually(
      async () => (await request(app.url).get('/health/ready')).body.details?.redis?.status,
      (status) => status === 'up',
      'readiness reports Redis up',
      { tries: 100, pauseMs: 100 },
    );
  });

  it('evaluates everyone who stopped a session during the outage, after their last stop, once, and awards what they earned once', async () => {
    const lastStops = await withDatabase(database.url, async (client) => {
      const { rows } = await client.query<{ user_id: string; last: Date }>(
        `select metadata->>'userId' as user_id, max(occurred_at) as last from events
         where type = 'TimerStopped' group by 1`,
      );
      return rows.map((row) => ({ userId: row.user_id, last: row.last.getTime() }));
    });
    const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    connection.on('error', () => undefined);
    const queue = new Queue(ACHIEVEMENTS_QUEUE, { connection, prefix: queuePrefix });
    try {
      // Coalesced per person. A job enqueued while its person's evaluation runs follows it under an id
      // BullMQ numbers itself (requeueDeduplicatedJob.lua), not `event-…`: count them by name.
      const evaluations = await eventually(
        async () =>
          (await queue.getJobs(['completed', 'failed', 'active', 'wait', 'delayed'])).filter(
            (job) => job.name === EVALUATE_PERSON,
          ),
        (jobs) =>
          jobs.every((job) => job.finishedOn !== undefined) &&
          lastStops.every(({ userId, last }) =>
            jobs.some((job) => (job.data as { userId: string }).userId === userId && job.processedOn! >= last),
          ),
        `an evaluation of each of the ${lastStops.length} people has run after their last stop`,
        { tries: 300, pauseMs: 100 },
      );
      expect(evaluations.map((job) => ({ attempts: job.attemptsStarted, failed: job.failedReason ?? null }))).toEqual(
        evaluations.map(() => ({ attempts: 1, failed: null })),
      );
      expect(await queue.getFailedCount()).toBe(0);
    } finally {
      await queue.close();
      connection.disconnect();
    }
    const awards = await withDatabase(
      database.url,
      async (client) =>
        (
          await client.query<{ stream_id: string; type: string }>(
            "select stream_id, data->>'achievementType' as type from events where type = 'AchievementUnlocked'",
          )
        ).rows,
    );
    expect(awards).toEqual([{ stream_id: `achievements-${quietWorker}`, type: 'commute_free_day' }]);
  });

  it('declares every job schedule again and settles the challenge whose week ended meanwhile, once', async () => {
    const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    connection.on('error', () => undefined);
    const queues = [ACHIEVEMENTS_QUEUE, CHALLENGES_QUEUE, REMINDERS_QUEUE].map(
      (name) => new Queue(name, { connection, prefix: queuePrefix }),
    );
    try {
      const schedules = await eventually(
        async () => (await Promise.all(queues.map((queue) => queue.getJobSchedulers()))).flat().map((s) => s.key),
        (keys) => keys.length === 3,
        'every job schedule exists again',
        { tries: 100, pauseMs: 100 },
      );
      expect(schedules.sort()).toEqual([
        'evaluate-recent-days-every-600000',
        'resolve-ended-challenges-every-600000',
        'send-due-reminders-every-60000',
      ]);
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    }
    const challenges = await eventually(
      () =>
        withDatabase(
          database.url,
          async (client) =>
            (
              await client.query<{ status: string }>('select status from challenges where week_start = $1', [
                challengeWeek,
              ])
            ).rows,
        ),
      (rows) => rows.length === 1 && rows[0].status !== 'active',
      'the challenge of last week is settled',
      { tries: 200, pauseMs: 100 },
    );
    expect(challenges).toEqual([{ status: 'tied' }]);
    const settlements = await withDatabase(database.url, async (client) =>
      Number(
        (
          await client.query<{ count: string }>(
            "select count(*) from events where stream_id like 'challenges-%' and type <> 'ChallengeIssued'",
          )
        ).rows[0].count,
      ),
    );
    expect(settlements).toBe(1);
    expect([app.exitCode(), worker.exitCode()]).toEqual([null, null]);
  });
});
