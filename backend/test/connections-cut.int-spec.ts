// A dropped database connection costs a retry, never the process: a PostgreSQL restart, a failover or
// a proxy's idle timeout cuts every connection at once, as pg_terminate_backend does here, a hundred
// rounds, while people poll, start and stop. Requests caught by a cut answer 503 in the single error
// shape (never a 500, never later than the app's own bounds on waiting), and within two seconds of each
// cut the app serves again, without a restart. With Redis, the worker (which holds the event
// subscription's lock connection) is cut too, and must live and catch up as well.
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import request from 'supertest';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { REQUEST_TIMEOUTS } from '#src/shared/database/request-timeouts';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { eventually } from '#src/shared/testing/eventually';
import { forgetQueueKeys } from '#src/shared/testing/forget-queue-keys';
import { sessionCookieOf, signIn } from '#src/shared/testing/sign-in';
import { connectTo, withDatabase } from '#src/shared/testing/sql-client';
import { createTestDatabase } from '#src/shared/testing/test-database';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const ROUNDS = 100;
const PEOPLE = ['ana', 'bo', 'cy', 'dee'];
const REQUESTS_PER_ROUND = 24;
/** The longest a request may wait on the database (a pooled connection, then a lock), with a margin. */
const ANSWER_WITHIN_MS = REQUEST_TIMEOUTS.acquireConnectionMs + REQUEST_TIMEOUTS.lockMs + 2_000;
/** The issue's bound: serving normally again this soon after each cut. */
const SERVING_AGAIN_WITHIN_MS = 2_000;

const deployments: [string, { REDIS_URL: string | undefined }][] = [
  ['PostgreSQL alone (jobs in the app)', { REDIS_URL: undefined }],
  ...(process.env.REDIS_URL
    ? [['PostgreSQL and Redis, with a worker', { REDIS_URL: process.env.REDIS_URL }] as [string, { REDIS_URL: string }]]
    : []),
];

onServer.each(deployments)('database connections cut under load on %s', (_, redis) => {
  let database: DatabaseEndpoint;
  let app: AppProcess;
  let worker: AppProcess | undefined;
  let cookies: string[];
  let admin: Client;
  const queuePrefix = `pause-cut-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      ...redis,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET: 'connections-cut-secret',
      OIDC_ISSUER_URL: undefined,
      PUBLIC_URL: undefined,
      NODE_ENV: undefined,
    };
    app = await startAppProcess({ command: ['node', 'backend/dist/main.js'], env });
    if (redis.REDIS_URL) {
      worker = await startAppProcess({
        command: ['node', 'backend/dist/worker.js'],
        readyLine: /Pause worker is running/,
        env,
      });
    }
    admin = await connectTo(database.url);
    cookies = [];
    for (const name of PEOPLE) {
      const agent = request.agent(app.url);
      cookies.push(sessionCookieOf(await signIn(agent, app.url, { email: `${name}@example.com`, givenName: name })));
    }
  });

  afterAll(async () => {
    await admin?.end();
    await worker?.stop();
    await app?.stop();
    if (redis.REDIS_URL) await forgetQueueKeys(redis.REDIS_URL, queuePrefix);
    await database?.close();
  });

  /** Every connection to the app's database but the one asking, as a server restart would. */
  const cutEveryConnection = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );

  /**
   * Waits, a second at most, until one of the app's connections runs a statement or holds a
   * transaction open, so that the cut catches requests at the database however slowly a loaded
   * machine brings them there (cut at once, a round could end before any request arrived).
   */
  const untilTheAppIsAtTheDatabase = async () => {
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await admin.query<{ busy: number }>(
        `select count(*)::int as busy from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')`,
      );
      if (rows[0].busy > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  type Move = 'poll' | 'start' | 'stop';
  const MOVES: readonly Move[] = ['poll', 'start', 'stop'];

  /** One person's move, as the dashboard sends it. */
  const move = (person: number, kind: Move) => {
    const cookie = cookies[person];
    if (kind === 'poll')
      return request(app.url).get('/api/timer/active').set('Cookie', cookie).timeout(ANSWER_WITHIN_MS);
    return request(app.url)
      .post(`/api/timer/${kind}`)
      .set('Cookie', cookie)
      .set('Origin', app.url)
      .send(kind === 'start' ? { type: 'work' } : {})
      .timeout(ANSWER_WITHIN_MS);
  };

  /** A round's load: every person polls, starts and stops, several times over, all at once. */
  const load = (round: number) =>
    Promise.all(
      Array.from({ length: REQUESTS_PER_ROUND }, (_, index) =>
        move(index % PEOPLE.length, MOVES[(round + Math.floor(index / PEOPLE.length)) % MOVES.length]),
      ),
    );

  /** Every person's poll answers 200, and their start is decided (201, or 409 while their timer runs). */
  const servesNormally = async () => {
    const answers = await Promise.all(PEOPLE.flatMap((_, person) => [move(person, 'poll'), move(person, 'start')]));
    return answers.every((answer) => answer.status < 300 || answer.status === 409);
  };

  /** Polls until the app serves normally, up to SERVING_AGAIN_WITHIN_MS after the cut; false if it never did. */
  const servesAgainSoonAfter = async (cutAt: number) => {
    for (;;) {
      if (await servesNormally()) return true;
      if (performance.now() - cutAt > SERVING_AGAIN_WITHIN_MS) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('keeps every process up through 100 cuts, answers 2xx, 409 or 503 (never 500) during each, and serves again within 2 s', async () => {
    const statuses = new Map<number, number>();
    const lateRecoveries: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const answers = load(round);
      await untilTheAppIsAtTheDatabase();
      await cutEveryConnection();
      const cutAt = performance.now();

      for (const answer of await answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 503) {
          expect(answer.body).toEqual({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The database is not answering for a moment. Please try again in a few seconds.',
          });
          expect(answer.headers['retry-after']).toBe('1');
        } else {
          expect([200, 201, 409]).toContain(answer.status);
        }
      }
      if (!(await servesAgainSoonAfter(cutAt))) lateRecoveries.push(round + 1);
      expect(app.exitCode()).toBeNull();
      expect(worker?.exitCode() ?? null).toBeNull();
    }
    expect(lateRecoveries).toEqual([]);
    // The cuts did catch requests in flight: otherwise this test would prove nothing.
    expect(statuses.get(503)).toBeGreaterThan(0);
  });

  it('follows the event subscription again after the cuts: every stop is handed over', async () => {
    await eventually(
      () =>
        withDatabase(database.url, async (client) => {
          const { rows } = await client.query<{ caught_up: boolean }>(
            `select coalesce((select (transaction_id, position) from subscription_checkpoints
                              where name = 'award-achievements-when-sessions-stop')
                             >= (select (transaction_id, position) from events where type = 'TimerStopped'
                                 order by transaction_id desc, position desc limit 1), false) as caught_up`,
          );
          return rows[0].caught_up;
        }),
      (caughtUp) => caughtUp,
      'the subscription has handed over the last stop',
      { tries: 200, pauseMs: 100 },
    );
    expect(app.exitCode()).toBeNull();
    expect(worker?.exitCode() ?? null).toBeNull();
  });
});
