// What the Achievements card says stays true when the history under it changes: a badge moves to the
// earliest day that still earns it, or locks again, after a session is added, corrected or deleted,
// with the jobs in-process or on BullMQ workers against the real Redis (issue 24's three steps).
import { Redis } from 'ioredis';
import type TestAgent from 'supertest/lib/agent';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { BullmqWorkers } from '#src/shared/jobs/bullmq-workers';
import { JobProcessors } from '#src/shared/jobs/job-processors';
import { eventually } from '#src/shared/testing/eventually';
import { afterCatchingUp } from '#src/shared/testing/subscriptions-caught-up';
import { type TestApp, startTestApp } from '#src/testing/test-app';

type Mode = 'in-process' | 'BullMQ on Redis';
const modes: Mode[] = process.env.REDIS_URL ? ['in-process', 'BullMQ on Redis'] : ['in-process'];

describe.each(modes)('achievements follow the history, jobs %s', (mode) => {
  let pause: TestApp;
  let workers: BullmqWorkers | undefined;
  let connection: Redis | undefined;
  let agent: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp({ env: mode === 'in-process' ? { REDIS_URL: '' } : {} });
    if (mode === 'BullMQ on Redis') {
      const config = pause.app.get<AppConfig>(APP_CONFIG);
      connection = new Redis(config.redisUrl!, { maxRetriesPerRequest: null });
      workers = new BullmqWorkers(pause.app.get(JobProcessors), connection, config.queuePrefix);
      workers.start();
    }
    agent = await pause.signedIn({ email: `backfill.${mode.length}@example.com`, givenName: 'Rowan' });
    await agent.patch('/api/auth/user').send({ timeZone: 'UTC' }).expect(200);
    // Wednesday 25 November 2026: Monday the 23rd has ended.
    pause.clock.set('2026-11-25T12:00:00Z');
  });

  afterAll(async () => {
    await workers?.close();
    await connection?.quit();
    await pause.close();
  });

  const badges = async () =>
    ((await agent.get('/api/achievements').expect(200)).body as { achievementType: string; earnedFor: string }[]).map(
      (achievement) => `${achievement.achievementType}@${achievement.earnedFor}`,
    );

  /**
   * The badges once the evaluation the last change caused has run, caught up on every try
   * (subscriptions-caught-up.ts).
   */
  const badgesSettleTo = async (expected: string[]) => {
    expect(
      await eventually(
        afterCatchingUp(pause.app, badges),
        (now) => JSON.stringify(now) === JSON.stringify(expected),
        `the badges to settle to ${JSON.stringify(expected)}`,
      ),
    ).toEqual(expected);
  };

  const add = async (type: 'work' | 'commute', startTime: string, endTime: string): Promise<string> =>
    (await agent.post('/api/sessions').send({ type, startTime, endTime }).expect(201)).body.id;

  it('earns Commute-Free Day for a backfilled Monday, and locks it again once Monday gets its commute', async () => {
    const mondayWork = await add('work', '2026-11-23T09:00:00Z', '2026-11-23T17:00:00Z');
    await badgesSettleTo(['commute_free_day@2026-11-23']);

    const mondayCommute = await add('commute', '2026-11-23T08:15:00Z', '2026-11-23T09:00:00Z');
    await badgesSettleTo([]);

    // Taking the commute back earns it again; deleting Monday's work locks it for good.
    await agent.delete(`/api/sessions/${mondayCommute}`).expect(200);
    await badgesSettleTo(['commute_free_day@2026-11-23']);
    await agent.delete(`/api/sessions/${mondayWork}`).expect(200);
    await badgesSettleTo([]);
  });

  it('moves the badge to the earliest day that still earns it, and back when an earlier day earns it', async () => {
    const tuesdayWork = await add('work', '2026-11-24T09:00:00Z', '2026-11-24T17:00:00Z');
    await badgesSettleTo(['commute_free_day@2026-11-24']);

    // A Monday filled in later is earlier, so it is the day named.
    await add('work', '2026-11-23T09:00:00Z', '2026-11-23T17:00:00Z');
    await badgesSettleTo(['commute_free_day@2026-11-23']);

    // Monday gains a commute: Tuesday is the first commute-free day again.
    await add('commute', '2026-11-23T08:15:00Z', '2026-11-23T09:00:00Z');
    await badgesSettleTo(['commute_free_day@2026-11-24']);

    // Tuesday's work corrected into a commute: no day is commute-free any more.
    await agent.patch(`/api/sessions/${tuesdayWork}`).send({ type: 'commute' }).expect(200);
    await badgesSettleTo([]);
  });

  it('tells an open page through the one-second poll that its badges changed: the facts version moves', async () => {
    const poll = () => agent.get('/api/timer/active').expect(200);
    const before = await poll();
    const version = before.headers['pause-facts-version'];
    expect(version).toMatch(/^\d+$/);
    // Unchanged, the poll is a 304 that still says the version.
    const unchanged = await agent.get('/api/timer/active').set('If-None-Match', before.headers.etag).expect(304);
    expect(unchanged.headers['pause-facts-version']).toBe(version);

    await add('work', '2026-11-18T09:00:00Z', '2026-11-18T17:00:00Z');
    await badgesSettleTo(['commute_free_day@2026-11-18']);
    // Same body (no timer runs), yet a full answer with the new version for the page's old ETag.
    const moved = await agent.get('/api/timer/active').set('If-None-Match', before.headers.etag).expect(200);
    expect(moved.body).toBeNull();
    expect(BigInt(moved.headers['pause-facts-version'])).toBeGreaterThan(BigInt(version));
  });
});
