// Two instances of one deployment (two app processes on one PostgreSQL, with and without Redis), as a
// load balancer spreads one person's requests over them: what one answers, the other's very next
// answer knows. A stop, a sign-out, another person's timer, and the poll's conditional answers.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { sessionCookieOf, signIn } from '#src/shared/testing/sign-in';
import { createTestDatabase } from '#src/shared/testing/test-database';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;
const POLL = '/api/timer/active';

const deployments: [string, { REDIS_URL: string | undefined }][] = [
  ['PostgreSQL and Redis', { REDIS_URL: process.env.REDIS_URL }],
  ['PostgreSQL alone', { REDIS_URL: undefined }],
];

onServer.each(deployments)('two instances of one deployment on %s', (_, redis) => {
  let database: DatabaseEndpoint;
  let first: AppProcess;
  let second: AppProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      ...redis,
      SESSION_SECRET: 'two-instances-secret',
      QUEUE_PREFIX: `pause-two-${randomBytes(4).toString('hex')}`,
      OIDC_ISSUER_URL: undefined,
      PUBLIC_URL: undefined,
      NODE_ENV: undefined,
    };
    // The first migrates the database; the second then finds it ready.
    first = await startAppProcess({ command: ['node', 'backend/dist/main.js'], env });
    second = await startAppProcess({ command: ['node', 'backend/dist/main.js'], env });
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.close();
  });

  /** Signs in on the first instance; the same cookie then goes to either. */
  async function person(name: string) {
    const agent: TestAgent = request.agent(first.url);
    const cookie = sessionCookieOf(await signIn(agent, first.url, { email: `${name}@example.com`, givenName: name }));
    return {
      on: (instance: AppProcess) => ({
        get: (path: string) => request(instance.url).get(path).set('Cookie', cookie),
        post: (path: string) => request(instance.url).post(path).set('Cookie', cookie).set('Origin', instance.url),
      }),
    };
  }

  it('shows a timer started on one instance on the other, and its stop at the very next poll', async () => {
    const alex = await person('alex');
    const started = await alex.on(first).post('/api/timer/start').send({ type: 'work' }).expect(201);
    expect((await alex.on(second).get(POLL).expect(200)).body).toEqual({ ...started.body, confirmedAt: null });

    await alex.on(first).post('/api/timer/stop').expect(200);
    expect((await alex.on(second).get(POLL).expect(200)).body).toBeNull();
  });

  it('honours a sign-out on one instance at once on the other', async () => {
    const sam = await person('sam');
    await sam.on(second).get(POLL).expect(200);

    await sam.on(first).get('/api/logout').expect(302);
    const refused = await sam.on(second).get(POLL).expect(401);
    expect(refused.body).toMatchObject({ statusCode: 401, message: expect.stringMatching(/signed out/) });
  });

  it("serves each person their own timer on both instances, never another's", async () => {
    const kim = await person('kim');
    const lee = await person('lee');
    const kimsTimer = (await kim.on(second).post('/api/timer/start').send({ type: 'commute' }).expect(201)).body;

    for (const instance of [first, second]) {
      expect((await kim.on(instance).get(POLL).expect(200)).body).toEqual({ ...kimsTimer, confirmedAt: null });
      expect((await lee.on(instance).get(POLL).expect(200)).body).toBeNull();
    }
    await kim.on(first).post('/api/timer/stop').expect(200);
  });

  it('answers an unchanged poll with 304 on either instance, and a changed one in full', async () => {
    const ana = await person('ana');
    await ana.on(first).post('/api/timer/start').send({ type: 'work' }).expect(201);
    const answered = await ana.on(first).get(POLL).expect(200);
    const etag = answered.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(answered.headers['cache-control']).toBe('private, no-cache');

    for (const instance of [first, second]) {
      const unchanged = await ana.on(instance).get(POLL).set('If-None-Match', etag).expect(304);
      expect(unchanged.text).toBe('');
    }
    await ana.on(second).post('/api/timer/stop').expect(200);
    const changed = await ana.on(first).get(POLL).set('If-None-Match', etag).expect(200);
    expect(changed.body).toBeNull();
    expect(changed.headers.etag).not.toBe(etag);
  });
});
