// A dropped database connection costs a retry, never the process: a PostgreSQL restart, a failover or
// a proxy's idle timeout cuts every connection at once, as pg_terminate_backend does here, round after
// round, while people poll, start and stop. Requests caught by a cut answer 503 in the single error
// shape (never a 500), and the app serves again right after, without a restart. With Redis, the worker
// (which holds the event subscription's lock connection) is cut too, and must live as well.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { DatabaseEndpoint } from '../src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '../src/shared/testing/app-process';
import { eventually } from '../src/shared/testing/eventually';
import { forgetQueueKeys } from '../src/shared/testing/forget-queue-keys';
import { sessionCookieOf, signIn } from '../src/shared/testing/sign-in';
import { withDatabase } from '../src/shared/testing/sql-client';
import { createTestDatabase } from '../src/shared/testing/test-database';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const ROUNDS = 12;
const REQUESTS_PER_ROUND = 24;

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
    cookies = [];
    for (const name of ['ana', 'bo', 'cy']) {
      const agent = request.agent(app.url);
      cookies.push(sessionCookieOf(await signIn(agent, app.url, { email: `${name}@example.com`, givenName: name })));
    }
  });

  afterAll(async () => {
    await worker?.stop();
    await app?.stop();
    if (redis.REDIS_URL) await forgetQueueKeys(redis.REDIS_URL, queuePrefix);
    await database?.close();
  });

  /** Every connection to the app's database but the one asking, as a server restart would. */
  const cutEveryConnection = () =>
    withDatabase(database.url, (client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      ),
    );

  /** A person's next move: a poll, a start or a stop, as the dashboard sends them. */
  const move = (index: number) => {
    const cookie = cookies[index % cookies.length];
    const kind = index % 3;
    if (kind === 0) return request(app.url).get('/api/timer/active').set('Cookie', cookie);
    const path = kind === 1 ? '/api/timer/start' : '/api/timer/stop';
    return request(app.url).post(path).set('Cookie', cookie).set('Origin', app.url).send({ type: 'work' });
  };

  it('keeps every process up, answers 2xx, 409 or 503 (never 500) during each cut, and serves again after it', async () => {
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const answers = Promise.all(Array.from({ length: REQUESTS_PER_ROUND }, (_, index) => move(round + index)));
      await cutEveryConnection();

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
      expect(app.exitCode()).toBeNull();
      expect(worker?.exitCode() ?? null).toBeNull();
      await eventually(
        () => request(app.url).get('/api/timer/active').set('Cookie', cookies[0]),
        (answer) => answer.status === 200,
        `the poll answers 200 again after cut ${round + 1}`,
        { tries: 40, pauseMs: 50 },
      );
    }
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
  });
});
