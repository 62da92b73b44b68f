// The health checks as an orchestrator and a load balancer meet them: liveness never asks an outside
// service; readiness names every part that is down (the database, Redis, the subscriptions' lag, the
// sign-in provider); /health says whether the instance serves people. Each answers within a second
// whatever a service does: a Redis that accepts and never answers, a lock held on the log, a database
// that refuses connections. (That one bound is the issue's own; each check gives up after 700 ms.)
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { BEHIND_LIMIT_SECONDS } from '#src/shared/subscriptions/subscription-lag';
import { untilEveryEventIsReadable } from '#src/shared/testing/subscriptions-caught-up';
import { eventually } from '#src/shared/testing/eventually';
import { type RedisProcess, describeWhereRedisServerRuns, startRedisProcess } from '#src/shared/testing/redis-process';
import { connectTo, refuseConnections } from '#src/shared/testing/sql-client';
import { type TestApp, startTestApp } from '#src/testing/test-app';

const ANSWER_WITHIN_MS = 1000;
const onServer = process.env.DATABASE_URL ? it : it.skip;

describeWhereRedisServerRuns(describe, 'The health checks')('health checks', () => {
  let redis: RedisProcess;
  let pause: TestApp;

  beforeAll(async () => {
    redis = await startRedisProcess();
    pause = await startTestApp({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    redis?.resume();
    await pause?.close();
    await redis?.stop();
  });

  /** One health path, answered within the bound or failed by the client's timeout. */
  const ask = (path: string) => pause.anonymous().get(path).timeout(ANSWER_WITHIN_MS);

  it('answers liveness, readiness and /health when every part works', async () => {
    expect((await ask('/health/live').expect(200)).body).toEqual({ status: 'ok', info: {}, error: {}, details: {} });

    // The provider's discovery runs as the app starts; readiness waits for it.
    const ready = await eventually(
      () => ask('/health/ready'),
      (answer) => answer.status === 200,
      'readiness is up once the sign-in provider is discovered',
    );
    expect(ready.body.status).toBe('ok');
    expect(ready.body.details).toEqual({
      database: { status: 'up' },
      redis: { status: 'up' },
      signIn: { status: 'up' },
      subscriptions: { status: 'up', eventsWaiting: 0, eventsWaitingCountedUpTo: 10_000, behindSeconds: 0 },
    });
    expect(ready.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');

    expect((await ask('/health').expect(200)).body).toEqual({
      status: 'ok',
      redis: 'available',
      signIn: 'available',
      subscriptions: 'available',
    });
  });

  it('reports Redis down in readiness while it accepts connections and answers nothing; liveness and /health stay up', async () => {
    redis.freeze();
    try {
      const ready = await ask('/health/ready').expect(503);
      expect(ready.body.status).toBe('error');
      expect(ready.body.error).toEqual({
        redis: { status: 'down', reason: 'no answer within 700 ms' },
      });
      expect(ready.body.details.database).toEqual({ status: 'up' });

      await ask('/health/live').expect(200);
      expect((await ask('/health').expect(200)).body).toMatchObject({ status: 'ok', redis: 'unavailable' });
      // A second probe while the first PING still waits: shared, and answered within the bound again.
      expect((await ask('/health/ready').expect(503)).body.error.redis.status).toBe('down');
    } finally {
      redis.resume();
    }
    await eventually(
      async () => (await ask('/health/ready')).status,
      (status) => status === 200,
      'readiness is up again once Redis answers',
    );
  });

  it('reports the subscriptions behind while saved sessions wait unhandled, and up once they are handed over', async () => {
    const alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
    // These two happen an hour ago by the app's clock: the stop has been waiting for that long.
    pause.clock.set(new Date(Date.now() - 60 * 60 * 1000).toISOString());
    await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
    pause.clock.advance(30 * 60 * 1000);
    await alex.post('/api/timer/stop').expect(200);

    // Until another test file's open transaction (a shared server) can no longer hide the start and stop.
    await untilEveryEventIsReadable(pause.sql);
    // With Redis configured, only a worker follows the subscriptions, and none runs here.
    const behind = await ask('/health/ready').expect(503);
    expect(behind.body.error.subscriptions).toMatchObject({ status: 'down', eventsWaiting: 2 });
    expect(behind.body.error.subscriptions.behindSeconds).toBeGreaterThan(BEHIND_LIMIT_SECONDS);
    expect((await ask('/health').expect(200)).body.subscriptions).toBe('unavailable');

    // What a worker's next poll does: the stop is handed to both reactions (the evaluation of badges and
    // the settling again of challenges), their jobs are enqueued and the checkpoints move.
    expect(await pause.app.get(EventSubscriptions).catchUp()).toBe(2);
    const caughtUp = await ask('/health/ready').expect(200);
    expect(caughtUp.body.details.subscriptions).toEqual({
      status: 'up',
      eventsWaiting: 0,
      eventsWaitingCountedUpTo: 10_000,
      behindSeconds: 0,
    });
  });

  it('answers readiness and /health while another session holds an exclusive lock on the event log', async () => {
    const holder = await connectTo(pause.databaseUrl);
    try {
      await holder.query('begin');
      await holder.query('lock table events in access exclusive mode');

      const ready = await ask('/health/ready').expect(503);
      expect(ready.body.details.database).toEqual({ status: 'up' });
      expect(ready.body.error).toEqual({
        subscriptions: { status: 'down', reason: 'no answer within 700 ms' },
      });
      await ask('/health').expect(200);
      await ask('/health/live').expect(200);
    } finally {
      await holder.end();
    }
  });

  onServer(
    'reports the database down in readiness and /health while it refuses connections; liveness stays up',
    async () => {
      const refusal = await refuseConnections(pause.databaseUrl);
      try {
        const ready = await ask('/health/ready').expect(503);
        expect(ready.body.status).toBe('error');
        expect(ready.body.error.database.status).toBe('down');

        const serving = await ask('/health').expect(503);
        expect(serving.body).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The database does not answer.',
        });
        expect((await ask('/health/live').expect(200)).body.status).toBe('ok');
      } finally {
        await refusal.restore();
      }
      await eventually(
        async () => (await ask('/health/ready')).status,
        (status) => status === 200,
        'readiness is up again once the database lets connections in',
      );
    },
  );
});
