// Awarding achievements end to end: saved sessions reach the evaluation jobs through the event
// subscription, day ends are caught by the scheduled evaluation, and each award happens once,
// whether the jobs run in-process or on BullMQ workers against the real Redis.
import { Database } from '#src/shared/database/database';
import { Redis } from 'ioredis';
import type TestAgent from 'supertest/lib/agent';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { BullmqWorkers } from '#src/shared/jobs/bullmq-workers';
import { JobQueue } from '#src/shared/jobs/job';
import { JobProcessors } from '#src/shared/jobs/job-processors';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { eventually } from '#src/shared/testing/eventually';
import { afterCatchingUp } from '#src/shared/testing/subscriptions-caught-up';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import {
  ACHIEVEMENTS_QUEUE,
  EVALUATE_PERSON,
  EVALUATE_RECENT_DAYS,
  EvaluateAchievementsProcessor,
} from './reactions/evaluate-achievements.processor';

type Mode = 'in-process' | 'BullMQ on Redis';
const modes: Mode[] = process.env.REDIS_URL ? ['in-process', 'BullMQ on Redis'] : ['in-process'];

describe.each(modes)('awarding achievements, jobs %s', (mode) => {
  let pause: TestApp;
  let workers: BullmqWorkers | undefined;
  let connection: Redis | undefined;
  let database: Database;

  beforeAll(async () => {
    pause = await startTestApp({ env: mode === 'in-process' ? { REDIS_URL: '' } : {} });
    database = pause.app.get(Database);
    if (mode === 'BullMQ on Redis') {
      const config = pause.app.get<AppConfig>(APP_CONFIG);
      connection = new Redis(config.redisUrl!, { maxRetriesPerRequest: null });
      workers = new BullmqWorkers(pause.app.get(JobProcessors), connection, config.queuePrefix);
      workers.start();
    }
  });

  afterAll(async () => {
    await workers?.close();
    await connection?.quit();
    await pause.close();
  });

  async function personWithTimeZone(name: string, timeZone: string): Promise<{ agent: TestAgent; id: string }> {
    const agent = await pause.signedIn({ email: `${name.toLowerCase()}.${mode.length}@example.com`, givenName: name });
    await agent.patch('/api/auth/user').send({ timeZone }).expect(200);
    return { agent, id: (await agent.get('/api/auth/user')).body.id };
  }

  async function session(agent: TestAgent, type: 'work' | 'commute', from: string, to: string) {
    pause.clock.set(from);
    await agent.post('/api/timer/start').send({ type }).expect(201);
    pause.clock.set(to);
    await agent.post('/api/timer/stop').expect(200);
  }

  const achievementsOf = async (agent: TestAgent) =>
    ((await agent.get('/api/achievements').expect(200)).body as { achievementType: string; earnedFor: string }[]).map(
      (achievement) => `${achievement.achievementType}@${achievement.earnedFor}`,
    );

  const unlockEvents = async (userId: string) =>
    Number(
      (
        await database.query<{ count: string }>(
          "select count(*) from events where stream_id = $1 and type = 'AchievementUnlocked'",
          [`achievements-${userId}`],
        )
      )[0].count,
    );

  const subscriptionHasSeenLatestStop = async () => {
    const [row] = await database.query<{ seen: boolean }>(
      `select c.position >= (select max(position) from events where type = 'TimerStopped') as seen
       from subscription_checkpoints c where c.name = 'award-achievements-when-sessions-stop'`,
    );
    return row?.seen === true;
  };

  it('awards a Commute-Free Day when the day ends, once, however often it is evaluated', async () => {
    const { agent, id } = await personWithTimeZone('Wren', 'Europe/Paris');
    await session(agent, 'work', '2026-11-18T08:00:00Z', '2026-11-18T16:00:00Z');

    // The stop reaches an evaluation job through the subscription; the day has not ended yet.
    // (In-process, the subscription also polls every second, so it may have got there first.)
    // Caught up until it has (subscriptions-caught-up.ts).
    await eventually(
      afterCatchingUp(pause.app, subscriptionHasSeenLatestStop),
      (seen) => seen,
      'the subscription has seen the latest stop',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await achievementsOf(agent)).toEqual([]);

    // Midnight passes in Paris; the scheduled evaluation notices, with nobody doing anything.
    pause.clock.set('2026-11-18T23:00:05Z');
    const jobs = pause.app.get(JobQueue);
    await jobs.enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_RECENT_DAYS, {}, `tick-${mode}-1`);
    expect(
      await eventually(
        () => achievementsOf(agent),
        (list) => list.length > 0,
        'the award shows',
      ),
    ).toEqual(['commute_free_day@2026-11-18']);

    // Redelivered and repeated evaluations award nothing more.
    await jobs.enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_RECENT_DAYS, {}, `tick-${mode}-1`);
    await jobs.enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_RECENT_DAYS, {}, `tick-${mode}-2`);
    await Promise.all(
      [1, 2, 3].map((n) => jobs.enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, { userId: id }, `again-${mode}-${n}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await unlockEvents(id)).toBe(1);
    expect(await achievementsOf(agent)).toEqual(['commute_free_day@2026-11-18']);
  });

  it("traces an award to the request that caused it: the stop's X-Request-Id, through the job, into the award's event", async () => {
    const { agent, id } = await personWithTimeZone('Ines', 'UTC');
    const requestIds = [`stop-${mode.length}-monday`, `stop-${mode.length}-tuesday`];
    for (const [day, requestId] of [
      ['2026-11-16', requestIds[0]],
      ['2026-11-17', requestIds[1]],
    ]) {
      pause.clock.set(`${day}T09:00:00Z`);
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.set(`${day}T17:00:00Z`);
      const stop = await agent.post('/api/timer/stop').set('X-Request-Id', requestId).expect(200);
      expect(stop.headers['x-request-id']).toBe(requestId);
    }
    // Generously bounded, and caught up on every try: a shared server may hold a transaction open for a
    // while, and the subscription hands over nothing it could precede (subscriptions-caught-up.ts).
    await eventually(
      afterCatchingUp(pause.app, () => unlockEvents(id)),
      (count) => count === 1,
      "the Commute-Free Day's award",
      { tries: 1200, pauseMs: 50 },
    );

    const [award] = await database.query<{ metadata: { correlationId: string; causationId: string } }>(
      "select metadata from events where stream_id = $1 and type = 'AchievementUnlocked'",
      [`achievements-${id}`],
    );
    const causedBy = /^event-(\d+)$/.exec(award.metadata.causationId)?.[1];
    const [stop] = await database.query<{ type: string; metadata: { correlationId: string } }>(
      'select type, metadata from events where position = $1',
      [causedBy],
    );
    expect(stop.type).toBe('TimerStopped');
    expect(requestIds).toContain(stop.metadata.correlationId);
    expect(award.metadata.correlationId).toBe(stop.metadata.correlationId);
  });

  it('awards a Balanced Week and an Unplugged Evening from a week of gentle days', async () => {
    const { agent } = await personWithTimeZone('Ezra', 'UTC');
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      await session(agent, 'commute', `${date}T08:00:00Z`, `${date}T08:30:00Z`);
      await session(agent, 'work', `${date}T08:30:00Z`, `${date}T16:30:00Z`);
    }
    // Monday morning: the week has ended.
    pause.clock.set('2026-11-23T00:00:30Z');
    const list = await eventually(
      afterCatchingUp(pause.app, () => achievementsOf(agent)),
      (found) => found.length >= 2,
      'both awards show',
    );
    expect(list.sort()).toEqual(['balanced_week@2026-11-16', 'unplugged_evening@2026-11-20']);
  });

  it('awards nothing for evenings spent working', async () => {
    const { agent, id } = await personWithTimeZone('Quinn', 'UTC');
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      await session(agent, 'commute', `${date}T08:00:00Z`, `${date}T08:30:00Z`);
      await session(agent, 'work', `${date}T12:00:00Z`, `${date}T19:00:00Z`);
    }
    pause.clock.set('2026-11-21T00:00:30Z');
    await pause.app.get(EventSubscriptions).catchUp();
    await pause.app.get(JobQueue).enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, { userId: id }, `quinn-${mode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await achievementsOf(agent)).toEqual([]);
  });

  it('retries an evaluation whose first attempt fails, and awards once', async () => {
    const { agent, id } = await personWithTimeZone('Noor', 'UTC');
    await session(agent, 'work', '2026-11-18T08:00:00Z', '2026-11-18T16:00:00Z');
    await pause.app.get(EventSubscriptions).catchUp();
    pause.clock.set('2026-11-19T00:00:05Z');

    // A row the award's projection collides with: the first attempt's transaction fails and rolls back.
    await database.query(
      "insert into unlocked_achievements (user_id, achievement_type, earned_for, unlocked_at) values ($1, 'commute_free_day', '1999-01-01', now())",
      [id],
    );
    const processor = pause.app.get(EvaluateAchievementsProcessor);
    const attempts: ('succeeded' | 'failed')[] = [];
    const process = processor.process.bind(processor);
    const jobId = `noor-${mode}`;
    // Only this job's attempts are counted (the stop's own evaluation may still be on its way on BullMQ).
    const spy = jest.spyOn(processor, 'process').mockImplementation(async (job) => {
      if (job.id !== jobId) return process(job);
      try {
        await process(job);
        attempts.push('succeeded');
      } catch (error) {
        attempts.push('failed');
        throw error;
      }
    });
    try {
      await pause.app.get(JobQueue).enqueue(ACHIEVEMENTS_QUEUE, EVALUATE_PERSON, { userId: id }, jobId);
      await eventually(
        () => attempts,
        (seen) => seen.includes('failed'),
        'the first attempt fails',
      );
      expect(await unlockEvents(id)).toBe(0);

      await database.query('delete from unlocked_achievements where user_id = $1', [id]);
      expect(
        await eventually(
          () => achievementsOf(agent),
          (list) => list.length > 0,
          'the retry awards it',
        ),
      ).toEqual(['commute_free_day@2026-11-18']);
      expect(attempts).toEqual(['failed', 'succeeded']);
      expect(await unlockEvents(id)).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});
