// Awarding under failure, against the real Redis and PostgreSQL: Redis unreachable while sessions are
// stopped, and a worker process killed while it works through the evaluations.
import { Database } from '#src/shared/database/database';
import { CommandBus } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { AwardAchievementsWhenSessionsStop } from '#src/modules/achievements/reactions/award-achievements-when-sessions-stop';
import {
  ACHIEVEMENTS_QUEUE,
  EVALUATE_PERSON,
} from '#src/modules/achievements/reactions/evaluate-achievements.processor';
import { StartTimer } from '#src/modules/timer/commands/start-timer.handler';
import { StopTimer } from '#src/modules/timer/commands/stop-timer.handler';
import { EventStore } from '#src/shared/event-store/event-store';
import { BullmqJobQueue, unwrapJobData } from '#src/shared/jobs/bullmq-job-queue';
import { DEFAULT_RETRY, JobQueue } from '#src/shared/jobs/job';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { AnswersUnderWay } from '#src/shared/http/answers-under-way';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { eventually } from '#src/shared/testing/eventually';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { timerStreamId } from '#src/modules/timer/timer.events';

const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;
const metadata = (userId: string) => ({ userId, correlationId: randomUUID(), schemaVersion: 1 });

describeWithRedis('awarding achievements when things fail', () => {
  let pause: TestApp;
  let config: AppConfig;
  let database: Database;

  beforeAll(async () => {
    pause = await startTestApp({ env: { JOB_LOCK_MS: '2000' } });
    config = pause.app.get<AppConfig>(APP_CONFIG);
    database = pause.app.get(Database);
  });

  afterAll(() => pause.close());

  /**
   * A person whose Tuesday 10 November 2026 was a six-hour working day without commute (in UTC): it
   * earns a Commute-Free Day (its week, tracked on one day only, is too little to judge for Balanced Week).
   */
  async function personWithCommuteFreeDay(): Promise<string> {
    const userId = randomUUID();
    const commands = pause.app.get(CommandBus);
    pause.clock.set('2026-11-10T09:00:00Z');
    await commands.execute(new StartTimer(userId, 'work', 'UTC', metadata(userId)));
    pause.clock.set('2026-11-10T15:00:00Z');
    await commands.execute(new StopTimer(userId, metadata(userId)));
    return userId;
  }

  it('loses no evaluation when Redis is unreachable while sessions stop', async () => {
    const userId = await personWithCommuteFreeDay();
    const subscriptions = (jobs: JobQueue) => {
      const following = new EventSubscriptions(
        database,
        pause.app.get(EventStore),
        'unused',
        false,
        jobs,
        new AnswersUnderWay(),
      );
      following.register(new AwardAchievementsWhenSessionsStop(jobs));
      return following;
    };

    // Redis is down: the stop above succeeded, but its evaluation cannot be enqueued yet.
    const unreachable = new Redis({
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const downQueue = new BullmqJobQueue(unreachable, DEFAULT_RETRY, config.queuePrefix);
    // Subscriptions read only below the server's oldest open transaction (commit-safe order); a
    // transaction open elsewhere on the server (another test run) holds the stop back for a moment.
    await eventually(
      async () =>
        (
          await database.query<{ visible: boolean }>(
            `select exists (select 1 from events where stream_id = $1 and type = 'TimerStopped'
                              and transaction_id < pg_snapshot_xmin(pg_current_snapshot())) as visible`,
            [timerStreamId(userId)],
          )
        )[0].visible,
      (visible) => visible,
      'the stop is visible to subscriptions',
    );
    await expect(subscriptions(downQueue).catchUp()).rejects.toThrow();
    unreachable.disconnect();

    // Redis is back: the same events are handed over again and their jobs enqueued.
    const handed = await subscriptions(pause.app.get(JobQueue)).catchUp();
    expect(handed).toBeGreaterThanOrEqual(1);
    const [stop] = await database.query<{ position: string; correlation_id: string }>(
      "select position, metadata ->> 'correlationId' as correlation_id from events where stream_id = $1 and type = 'TimerStopped'",
      [timerStreamId(userId)],
    );
    const connection = new Redis(config.redisUrl!);
    const queue = new Queue(ACHIEVEMENTS_QUEUE, { connection, prefix: config.queuePrefix });
    try {
      const job = await queue.getJob(`event-${stop.position}`);
      expect(unwrapJobData(job?.data)).toEqual({ data: { userId }, correlationId: stop.correlation_id });
    } finally {
      await queue.close();
      await connection.quit();
    }
  });

  it('awards each achievement exactly once when a worker is killed mid-run and another takes over', async () => {
    const people: string[] = [];
    for (let index = 0; index < 120; index++) people.push(await personWithCommuteFreeDay());
    const jobs = pause.app.get(JobQueue);
    for (const userId of people)
      await jobs.enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, { userId }, `killed-worker-${userId}`);

    const worker = (): Promise<AppProcess> =>
      startAppProcess({
        command: ['node', 'backend/dist/worker.js'],
        readyLine: /Pause worker is running/,
        env: {
          DATABASE_URL: pause.databaseUrl,
          REDIS_URL: config.redisUrl,
          QUEUE_PREFIX: config.queuePrefix,
          JOB_LOCK_MS: '2000',
        },
      });

    const everyone = `{${people.join(',')}}`;
    const unlockedCount = async () =>
      Number(
        (
          await database.query<{ count: string }>(
            "select count(*) from unlocked_achievements where achievement_type = 'commute_free_day' and user_id = any($1::uuid[])",
            [everyone],
          )
        )[0].count,
      );

    const connection = new Redis(config.redisUrl!);
    const queue = new Queue(ACHIEVEMENTS_QUEUE, { connection, prefix: config.queuePrefix });
    const first = await worker();
    await eventually(unlockedCount, (count) => count >= 5, 'the first worker has awarded a few', {
      tries: 600,
      pauseMs: 100,
    });
    await first.kill();
    const second = await worker();
    try {
      await eventually(unlockedCount, (count) => count >= people.length, 'every person has their award', {
        tries: 600,
        pauseMs: 100,
      });
      expect(await queue.getFailedCount()).toBe(0);
    } finally {
      await second.stop();
      await queue.close();
      await connection.quit();
    }
    const [awards] = await database.query<{ total: string; distinct_awards: string }>(
      `select count(*) as total, count(distinct (stream_id, data->>'achievementType')) as distinct_awards
       from events where type = 'AchievementUnlocked' and stream_id = any($1::text[])`,
      [`{${people.map((userId) => `achievements-${userId}`).join(',')}}`],
    );
    expect(Number(awards.total)).toBe(people.length);
    expect(Number(awards.distinct_awards)).toBe(people.length);
  });

  it('finishes the jobs it has started when told to stop (SIGTERM), and takes no new ones', async () => {
    const people: string[] = [];
    for (let index = 0; index < 60; index++) people.push(await personWithCommuteFreeDay());
    const jobs = pause.app.get(JobQueue);
    for (const userId of people)
      await jobs.enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, { userId }, `graceful-${userId}`);

    const worker = await startAppProcess({
      command: ['node', 'backend/dist/worker.js'],
      readyLine: /Pause worker is running/,
      env: {
        DATABASE_URL: pause.databaseUrl,
        REDIS_URL: config.redisUrl,
        QUEUE_PREFIX: config.queuePrefix,
        JOB_LOCK_MS: '2000',
      },
    });
    const connection = new Redis(config.redisUrl!);
    const queue = new Queue(ACHIEVEMENTS_QUEUE, { connection, prefix: config.queuePrefix });
    try {
      await eventually(
        () => queue.getCompletedCount(),
        (count) => count >= 3,
        'the worker is busy',
        { tries: 600, pauseMs: 50 },
      );
      await worker.stop();
      // Nothing it started was left half-done: none of these jobs is still marked active, none failed.
      const ours = (state: 'active' | 'failed') =>
        queue.getJobs([state]).then((found) => found.filter((job) => job.id?.startsWith('graceful-')));
      expect(await ours('active')).toEqual([]);
      expect(await ours('failed')).toEqual([]);
    } finally {
      await queue.close();
      await connection.quit();
    }
  });
});
