// The app's log holds one JSON line per request and one per error, each with the request's id, and
// never a name, an email or anything a person typed: not in bodies, query values or headers, not in
// the refusals, not in a sign-in failure, not in a database statement that fails. The run below uses
// names, emails and reflection texts of its own, then reads everything the process wrote.
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { addDays, mondayOf } from '#src/shared/time/calendar';
import { localDateOf } from '#src/shared/time/local-days';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { attemptSignIn, sessionCookieOf, signIn } from '#src/shared/testing/sign-in';
import { withDatabase } from '#src/shared/testing/sql-client';
import { createTestDatabase } from '#src/shared/testing/test-database';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

const ZEPHYRINE = { email: 'zephyrine.quillfeather@example.org', givenName: 'Zephyrine', familyName: 'Quillfeather' };
const BARTHOLOMEW = { email: 'bartholomew.ynysgarth@example.org', givenName: 'Bartholomew', familyName: 'Ynysgarth' };
const CASSIOPEIA = { email: 'cassiopeia.vantongeren@example.org', givenName: 'Cassiopeia', familyName: 'Vantongeren' };
const NOBODY_EMAIL = 'ghost.marchbanks@example.net';
const REFLECTION = 'I told Oriel about the Tuesday panic attack';
const SECOND_REFLECTION = 'Saffron Lindqvist made the week bearable';
const FAILED_REFLECTION = 'Hollowmere retreat planning felt heavy';
const BEARER_TOKEN = 'zephyrine-secret-token';

interface LogLine {
  readonly level: string;
  readonly msg: string;
  readonly requestId?: string;
  readonly context?: string;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
  readonly durationMs?: number;
}

onServer('what the app logs about a run with failures', () => {
  let database: DatabaseEndpoint;
  let pause: AppProcess;
  let zephyrine: TestAgent;
  let sessionCookie: string;
  let lines: LogLine[];
  let otherOutput: string[];
  const thisWeek = mondayOf(localDateOf('UTC', Date.now()));

  beforeAll(async () => {
    database = await createTestDatabase();
    pause = await startAppProcess({
      command: ['node', 'backend/dist/main.js'],
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: undefined,
        OIDC_ISSUER_URL: undefined,
        PUBLIC_URL: undefined,
        NODE_ENV: undefined,
        LOG_FORMAT: undefined,
        LOG_LEVEL: undefined,
      },
    });

    // Signing in, and a sign-in that fails (a callback nobody started).
    zephyrine = request.agent(pause.url);
    sessionCookie = sessionCookieOf(await signIn(zephyrine, pause.url, ZEPHYRINE));
    await signIn(request.agent(pause.url), pause.url, BARTHOLOMEW);
    const forged = await request(pause.url).get('/api/callback?code=zephyrine-code&state=quillfeather-state');
    expect(forged.headers.location).toBe('/?signIn=failed');
    // The development provider refusing what was typed into its form.
    await request(pause.url)
      .post('/oidc/interaction/no-such-sign-in')
      .type('form')
      .send({ email: 'zephyrine at example', givenName: ZEPHYRINE.givenName });

    // Writes that succeed, with a request id of the caller's.
    await zephyrine
      .post('/api/reflections')
      .set('X-Request-Id', 'log-test-reflection')
      .send({ content: REFLECTION, weekStart: thisWeek })
      .expect(201);
    await zephyrine.post('/api/friends/request').send({ friendEmail: BARTHOLOMEW.email }).expect(201);

    // Bad input and conflicts.
    await zephyrine.post('/api/reflections').send({ content: SECOND_REFLECTION, weekStart: thisWeek }).expect(409);
    await zephyrine
      .post('/api/reflections')
      .send({ content: SECOND_REFLECTION, mood: ZEPHYRINE.familyName })
      .expect(400);
    await zephyrine.post('/api/friends/request').send({ friendEmail: BARTHOLOMEW.email }).expect(409);
    // To an address with no account: answered as to one with an account, and the address is sealed.
    await zephyrine.post('/api/friends/request').send({ friendEmail: NOBODY_EMAIL }).expect(201);
    await zephyrine
      .post('/api/friends/request')
      .send({ friendEmail: `${ZEPHYRINE.givenName} at home` })
      .expect(400);
    await zephyrine.post('/api/timer/stop').expect(409);
    await zephyrine.get(`/api/analytics/daily?startDate=${ZEPHYRINE.email}&endDate=${ZEPHYRINE.givenName}`).expect(400);
    await zephyrine
      .patch('/api/auth/user')
      .send({ timeZone: `${ZEPHYRINE.familyName}/Home` })
      .expect(400);
    await request(pause.url).get('/api/auth/user').set('Authorization', `Bearer ${BEARER_TOKEN}`).expect(401);

    // Statements that fail in the database, with a person and a reflection in their values.
    await withDatabase(database.url, (client) =>
      client.query(`
        create function refuse_writes() returns trigger language plpgsql as $$
        begin raise exception 'refused by the log test'; end $$;
        create trigger refuse_reflections before insert on reflections
          for each row execute function refuse_writes();
        create trigger refuse_people before insert on users
          for each row execute function refuse_writes();`),
    );
    const refusedSignIn = await attemptSignIn(request.agent(pause.url), pause.url, CASSIOPEIA);
    expect(refusedSignIn.landing.search).toBe('?signIn=failed');
    await zephyrine
      .post('/api/reflections')
      .set('X-Request-Id', 'log-test-failing-statement')
      .send({ content: FAILED_REFLECTION, weekStart: addDays(thisWeek, -7) })
      .expect(500);

    await pause.stop();
    const output = pause
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    lines = output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);
    otherOutput = output.filter((line) => !line.startsWith('{'));
  });

  afterAll(async () => {
    await pause?.stop();
    await database?.close();
  });

  it.each([
    ['names', [ZEPHYRINE, BARTHOLOMEW, CASSIOPEIA].flatMap((person) => [person.givenName, person.familyName])],
    ['emails', [ZEPHYRINE.email, BARTHOLOMEW.email, CASSIOPEIA.email, NOBODY_EMAIL, 'zephyrine at example']],
    ['reflection texts', [REFLECTION, SECOND_REFLECTION, FAILED_REFLECTION, 'Oriel', 'Saffron', 'Hollowmere']],
    ['sign-in values and tokens', ['zephyrine-code', 'quillfeather-state', BEARER_TOKEN]],
  ])('holds none of the %s the run used', (_, secrets) => {
    const everything = pause.output().toLowerCase();
    for (const secret of secrets)
      expect({ secret, logged: everything.includes(secret.toLowerCase()) }).toEqual({
        secret,
        logged: false,
      });
  });

  it('holds no session cookie', () => {
    expect(pause.output()).not.toContain(sessionCookie.split('=')[1]);
    expect(pause.output()).not.toContain(decodeURIComponent(sessionCookie.split('=')[1]));
  });

  it('is JSON, one line per entry, apart from the development provider’s own start-up warnings', () => {
    expect(lines.length).toBeGreaterThan(20);
    expect(otherOutput.filter((line) => !line.startsWith('oidc-provider WARNING:'))).toEqual([]);
  });

  it('has a line for each request: method, path without query values, status, duration and request id', () => {
    const requests = lines.filter((line) => typeof line.status === 'number');
    const seen = requests.map((line) => `${line.method} ${line.path} ${line.status}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /api/login 302',
        'GET /api/callback?code&state 302',
        'POST /api/reflections 201',
        'POST /api/reflections 409',
        'POST /api/reflections 400',
        'POST /api/reflections 500',
        'POST /api/friends/request 201',
        'POST /api/friends/request 409',
        'POST /api/timer/stop 409',
        'GET /api/analytics/daily?startDate&endDate 400',
        'GET /api/auth/user 401',
      ]),
    );
    for (const line of requests) {
      expect(line).toMatchObject({ requestId: expect.any(String), durationMs: expect.any(Number) });
    }
    expect(requests.find((line) => line.requestId === 'log-test-reflection')).toMatchObject({
      path: '/api/reflections',
      status: 201,
    });
  });

  it('writes one line for the failed statement, with its request id and without its values', () => {
    const ofFailure = lines.filter((line) => line.requestId === 'log-test-failing-statement');
    expect(ofFailure).toHaveLength(2);
    const [error] = ofFailure.filter((line) => line.context === 'HTTP');
    expect(error.level).toBe('error');
    expect(error.msg).toContain('refused by the log test');
    expect(ofFailure.find((line) => line.status === 500)?.level).toBe('error');
  });

  it('says why each sign-in failed, in one warning each', () => {
    const warnings = lines.filter((line) => line.context === 'SignIn' && line.level === 'warn');
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Sign-in failed at the callback \(failed\): no sign-in with this state/),
      expect.stringMatching(
        /^Sign-in failed at the callback \(failed\): unexpected error \(code P0001\): refused by the log test$/,
      ),
    ]);
  });

  it("puts the request's id into the metadata of the events it caused", async () => {
    const { rows } = await withDatabase(database.url, (client) =>
      client.query<{ correlation_id: string }>(
        "select metadata ->> 'correlationId' as correlation_id from events where type = 'ReflectionRecorded'",
      ),
    );
    expect(rows).toEqual([{ correlation_id: 'log-test-reflection' }]);
  });
});
