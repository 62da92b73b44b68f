// People signed in before Pause kept its own session table stay signed in after the upgrade: their
// sessions, as express-session stored them in http_sessions, are carried over under the same ids, so
// the cookies their browsers hold still count, on every route and on the poll.
import { MikroORM } from '@mikro-orm/postgresql';
import { sign } from 'cookie-signature';
import { randomUUID } from 'node:crypto';
import { mikroOrmOptions } from '#src/shared/database/mikro-orm.config';
import { withDatabase } from '#src/shared/testing/sql-client';
import { SignInProvider } from '#src/modules/auth/sign-in-provider';
import { type TestApp, startTestApp } from '#src/testing/test-app';

/** The last migration before the sessions moved. */
const BEFORE_THE_MOVE = 'Migration20261127LabelSchema';
/** test-app.ts's SESSION_SECRET, which signed the cookies then as now. */
const SECRET = 'test-session-secret';
const DAY_MS = 24 * 60 * 60 * 1000;

const riley = { id: randomUUID(), sid: 'RileysSessionIdFromExpressSessn1', hint: 'eyJhbGciOiJSUzI1NiJ9.riley.hint' };
const sam = { id: randomUUID(), sid: 'SamsExpiredSessionIdFromBefore01' };
const departedSid = 'SessionOfSomeoneWhoseAccountIsGon';
const unfinishedSid = 'SignInThatNeverCompletedBefore01';

/** The cookie express-session gave the browser for this session id. */
const cookieFor = (sid: string) => `pause.sid=${encodeURIComponent(`s:${sign(sid, SECRET)}`)}`;

describe('sessions from before Pause owned its session table', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ prepareDatabase: signedInBeforeTheUpgrade });
    // Nobody signs in here, so nothing else waits for the provider's configuration: without it, Sign Out
    // ends only Pause's session (provider-logout.ts), and a busy machine could get there first.
    await pause.app.get(SignInProvider).configuration();
  });

  afterAll(() => pause.close());

  it('still sign the person in, on every route and on the poll', async () => {
    const me = await pause.anonymous().get('/api/auth/user').set('Cookie', cookieFor(riley.sid)).expect(200);
    expect(me.body).toMatchObject({ id: riley.id, firstName: 'Riley' });
    await pause.anonymous().get('/api/timer/active').set('Cookie', cookieFor(riley.sid)).expect(200);
  });

  it('keep their 30 days from the original sign-in, not from the upgrade', async () => {
    const [carried] = await pause.sql.query(
      `select round(extract(epoch from expires_at - now()) / 86400)::int as days_left,
              expires_at - created_at = interval '30 days' as lasts_thirty_days
         from signed_in_sessions where id = $1`,
      [riley.sid],
    );
    expect(carried).toEqual({ days_left: 20, lasts_thirty_days: true });
  });

  it("keep the ID token for the provider's logout, and end at sign-out", async () => {
    const out = await pause.anonymous().get('/api/logout').set('Cookie', cookieFor(riley.sid)).expect(302);
    expect(new URL(out.headers.location as string).searchParams.get('id_token_hint')).toBe(riley.hint);
    await pause.anonymous().get('/api/auth/user').set('Cookie', cookieFor(riley.sid)).expect(401);
  });

  it('are left behind when they had expired, named nobody, or named an account that is gone', async () => {
    for (const sid of [sam.sid, departedSid, unfinishedSid]) {
      await pause.anonymous().get('/api/timer/active').set('Cookie', cookieFor(sid)).expect(401);
    }
    const carried = await pause.sql.query('select id from signed_in_sessions where id = any($1::text[])', [
      [sam.sid, departedSid, unfinishedSid],
    ]);
    expect(carried).toEqual([]);
  });

  it('leave no http_sessions table behind', async () => {
    const [{ found }] = await pause.sql.query<{ found: string | null }>(
      "select to_regclass('http_sessions')::text as found",
    );
    expect(found).toBeNull();
  });
});

/** The schema before the move, with people and their sessions as express-session and passport stored them. */
async function signedInBeforeTheUpgrade(databaseUrl: string): Promise<void> {
  const orm = await MikroORM.init(mikroOrmOptions(databaseUrl));
  try {
    await orm.getMigrator().up({ to: BEFORE_THE_MOVE });
  } finally {
    await orm.close();
  }
  const now = Date.now();
  await withDatabase(databaseUrl, async (client) => {
    for (const [person, name] of [
      [riley.id, 'Riley'],
      [sam.id, 'Sam'],
    ]) {
      await client.query(
        `insert into users (id, issuer, subject, first_name, created_at, updated_at)
         values ($1, 'https://issuer.example', $2, $3, now(), now())`,
        [person, name.toLowerCase(), name],
      );
    }
    const store = (sid: string, expires: number, session: Record<string, unknown>) =>
      client.query('insert into http_sessions (sid, sess, expire) values ($1, $2, to_timestamp($3))', [
        sid,
        JSON.stringify({
          cookie: { originalMaxAge: 30 * DAY_MS, expires: new Date(expires).toISOString(), httpOnly: true, path: '/' },
          ...session,
        }),
        expires / 1000,
      ]);
    // Signed in ten days ago: twenty days left.
    await store(riley.sid, now + 20 * DAY_MS, { passport: { user: riley.id }, idTokenHint: riley.hint });
    await store(sam.sid, now - DAY_MS, { passport: { user: sam.id } });
    await store(departedSid, now + 5 * DAY_MS, { passport: { user: randomUUID() } });
    await store(unfinishedSid, now + 5 * DAY_MS, { oidc: { state: 'pending' } });
  });
}
