import request from 'supertest';
import { type TestApp, TEST_APP_ORIGIN, startTestApp } from '#src/testing/test-app';
import { attemptSignIn, sessionCookieOf, signIn } from '#src/shared/testing/sign-in';
import { timerStreamId } from '#src/modules/timer/timer.events';

describe('signing in and out over HTTP', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp();
  });

  afterAll(() => pause.close());

  it.each([
    ['GET', '/api/auth/user'],
    ['PATCH', '/api/auth/user'],
    ['GET', '/api/timer/active'],
    ['POST', '/api/timer/start'],
    ['POST', '/api/timer/stop'],
  ])('answers %s %s with 401 to a signed-out visitor', async (method, path) => {
    const visitor = pause.anonymous();
    const response = await (method === 'GET'
      ? visitor.get(path)
      : method === 'PATCH'
        ? visitor.patch(path)
        : visitor.post(path));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'You are signed out. Sign in to continue.',
    });
  });

  it('sends a visitor to the OpenID provider from /api/login with state, nonce and PKCE', async () => {
    const response = await pause.anonymous().get('/api/login').expect(302);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('redirect_uri')).toBe(`${TEST_APP_ORIGIN}/api/callback`);
    expect(location.searchParams.get('scope')).toBe('openid profile email');
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('sends a visitor who opened the app under another host name to the public one before sign-in starts', async () => {
    const visitor = pause.anonymous();
    const elsewhere = await visitor.get('/api/login').set('Host', '127.0.0.1:3000').expect(302);
    expect(elsewhere.headers.location).toBe(`${TEST_APP_ORIGIN}/api/login?canonical=1`);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    const there = await visitor.get('/api/login?canonical=1').expect(302);
    expect(new URL(there.headers.location as string).pathname).toBe('/oidc/auth');
  });

  it('starts every sign-in afresh: no two share a state, a nonce or a PKCE challenge', async () => {
    const parameters = async () => {
      const location = new URL((await pause.anonymous().get('/api/login').expect(302)).headers.location as string);
      return ['state', 'nonce', 'code_challenge'].map((name) => location.searchParams.get(name));
    };
    const [first, second] = [await parameters(), await parameters()];
    first.forEach((value, index) => expect(value).not.toBe(second[index]));
  });

  it('creates the person from the OpenID claims at first sign-in', async () => {
    const riley = await pause.signedIn({ email: 'Riley@Example.com', givenName: 'Riley', familyName: 'Chen' });
    const me = await riley.get('/api/auth/user').expect(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      email: 'riley@example.com',
      firstName: 'Riley',
      lastName: 'Chen',
      profileImageUrl: null,
      timeZone: null,
      forgottenTimerLimitHours: 10,
    });
  });

  it('updates the same person, not a new one, when they sign in again with a new name', async () => {
    const first = await pause.signedIn({ email: 'morgan@example.com', givenName: 'Morgan' });
    const firstId = (await first.get('/api/auth/user')).body.id;
    const again = await pause.signedIn({ email: 'morgan@example.com', givenName: 'Mo', familyName: 'Lee' });
    expect((await again.get('/api/auth/user')).body).toMatchObject({ id: firstId, firstName: 'Mo', lastName: 'Lee' });
  });

  it('stores no session until sign-in completes, then a new one (in place of the last) in an httpOnly SameSite=Lax cookie', async () => {
    const browser = pause.anonymous();
    const sessionCookie = (headers: Record<string, unknown>) =>
      ((headers['set-cookie'] as string[] | undefined) ?? []).find((cookie) => cookie.startsWith('pause.sid='));
    const sessionId = (cookie: string | undefined) => (cookie ? /^pause\.sid=([^;]+)/.exec(cookie)?.[1] : undefined);

    expect(sessionCookie((await browser.get('/api/login').expect(302)).headers)).toBeUndefined();
    const first = sessionCookie(
      (await signIn(browser, TEST_APP_ORIGIN, { email: 'casey@example.com', givenName: 'Casey' })).headers,
    );
    const again = sessionCookie(
      (await signIn(browser, TEST_APP_ORIGIN, { email: 'casey@example.com', givenName: 'Casey' })).headers,
    );

    expect(sessionId(first)).toBeDefined();
    expect(sessionId(again)).toBeDefined();
    expect(sessionId(again)).not.toBe(sessionId(first));
    await pause
      .anonymous()
      .get('/api/auth/user')
      .set('Cookie', `pause.sid=${sessionId(first)}`)
      .expect(401);
    await pause
      .anonymous()
      .get('/api/auth/user')
      .set('Cookie', `pause.sid=${sessionId(again)}`)
      .expect(200);
    expect(first).toMatch(/HttpOnly/);
    expect(first).toMatch(/SameSite=Lax/);
    expect(first).not.toMatch(/Secure/);
  });

  it("signs a person out at /api/logout, ends the provider's session and comes home", async () => {
    const taylor = await pause.signedIn({ email: 'taylor@example.com', givenName: 'Taylor' });
    const response = await taylor.get('/api/logout').expect(302);
    const endSession = new URL(response.headers.location as string);
    expect(endSession.pathname).toBe('/oidc/session/end');
    expect(endSession.searchParams.get('client_id')).toBe('pause-dev');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_APP_ORIGIN}/`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    await taylor.get('/api/auth/user').expect(401);

    // This client has no session at the provider, so its logout page submits itself at once.
    const provider = request.agent(endSession.origin);
    const page = await provider.get(endSession.pathname + endSession.search).expect(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1];
    const action = new URL(/action="([^"]+)"/.exec(page.text)![1], endSession);
    const confirmed = await provider.post(action.pathname).type('form').send({ xsrf, logout: 'yes' });
    expect(confirmed.headers.location).toBe(`${TEST_APP_ORIGIN}/`);
  });

  it('sends a signed-out visitor at /api/logout straight home', async () => {
    const response = await pause.anonymous().get('/api/logout').expect(302);
    expect(response.headers.location).toBe('/');
  });

  describe('a session counts only while it is signed, stored and current', () => {
    const cookieOf = async (email: string) => {
      const callback = await signIn(pause.anonymous(), TEST_APP_ORIGIN, { email, givenName: 'Robin' });
      return sessionCookieOf(callback);
    };
    const userCall = (cookie: string) => pause.anonymous().get('/api/auth/user').set('Cookie', cookie);

    it('is refused when its signature does not match', async () => {
      const cookie = await cookieOf('robin@example.com');
      await userCall(cookie).expect(200);

      await userCall(cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))).expect(401);
      await userCall(cookie.replace(/^pause\.sid=s%3A/, 'pause.sid=')).expect(401);
    });

    it('is refused on every client holding it once it is signed out on one', async () => {
      const cookie = await cookieOf('robin.two@example.com');
      await pause.anonymous().get('/api/logout').set('Cookie', cookie).expect(302);

      await userCall(cookie).expect(401);
      await pause.anonymous().get('/api/timer/active').set('Cookie', cookie).expect(401);
    });

    it('is refused once it has expired', async () => {
      const cookie = await cookieOf('robin.three@example.com');
      const [, sessionId] = /^pause\.sid=s:([^.]+)\./.exec(decodeURIComponent(cookie))!;
      await pause.sql.query("update signed_in_sessions set expires_at = now() - interval '1 second' where id = $1", [
        sessionId,
      ]);

      await userCall(cookie).expect(401);
    });
  });

  it('stores the time zone the browser sends', async () => {
    const jamie = await pause.signedIn({ email: 'jamie@example.com', givenName: 'Jamie' });
    const updated = await jamie.patch('/api/auth/user').send({ timeZone: 'Asia/Kolkata' }).expect(200);
    expect(updated.body.timeZone).toBe('Asia/Kolkata');
    expect((await jamie.get('/api/auth/user')).body.timeZone).toBe('Asia/Kolkata');
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, /timeZone must be an IANA time zone/],
    [{ timeZone: 42 }, /timeZone must be an IANA time zone/],
    [{}, /Send timeZone or forgottenTimerLimitHours/],
    [{ timeZone: 'Europe/Paris', admin: true }, /admin is not a field/],
  ])('refuses the time zone update %j with a 400 and keeps the old zone', async (body, message) => {
    const kim = await pause.signedIn({ email: 'kim@example.com', givenName: 'Kim' });
    await kim.patch('/api/auth/user').send({ timeZone: 'Europe/Paris' }).expect(200);
    const response = await kim.patch('/api/auth/user').send(body).expect(400);
    expect([response.body.message].flat().join(' ')).toMatch(message);
    expect((await kim.get('/api/auth/user')).body.timeZone).toBe('Europe/Paris');
  });

  it('stores after how many hours a running timer asks "Still working?", keeping the time zone', async () => {
    const noor = await pause.signedIn({ email: 'noor@example.com', givenName: 'Noor' });
    await noor.patch('/api/auth/user').send({ timeZone: 'Europe/Berlin' }).expect(200);
    const updated = await noor.patch('/api/auth/user').send({ forgottenTimerLimitHours: 6 }).expect(200);
    expect(updated.body).toMatchObject({ forgottenTimerLimitHours: 6, timeZone: 'Europe/Berlin' });
    expect((await noor.get('/api/auth/user')).body.forgottenTimerLimitHours).toBe(6);
  });

  it.each([0, 25, 2.5, '6', null])(
    'refuses %j hours as the forgotten-timer limit with a 400 and keeps the old one',
    async (hours) => {
      const noor = await pause.signedIn({ email: 'noor2@example.com', givenName: 'Noor' });
      await noor.patch('/api/auth/user').send({ forgottenTimerLimitHours: 8 }).expect(200);
      const response = await noor.patch('/api/auth/user').send({ forgottenTimerLimitHours: hours }).expect(400);
      expect([response.body.message].flat().join(' ')).toMatch(/whole number of hours from 1 to 24/);
      expect((await noor.get('/api/auth/user')).body.forgottenTimerLimitHours).toBe(8);
    },
  );

  it('starts timers in the time zone the person last sent', async () => {
    const ana = await pause.signedIn({ email: 'ana@example.com', givenName: 'Ana' });
    await ana.patch('/api/auth/user').send({ timeZone: 'America/Sao_Paulo' }).expect(200);
    await ana.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    const me = (await ana.get('/api/auth/user')).body;
    const [started] = await pause.sql.query<{ data: { timeZone: string } }>(
      "select data from events where stream_id = $1 and type = 'TimerStarted'",
      [timerStreamId(me.id)],
    );
    expect(started.data.timeZone).toBe('America/Sao_Paulo');
  });

  it('answers health checks without a session, with sign-in available', async () => {
    expect((await pause.anonymous().get('/health').expect(200)).body).toMatchObject({
      status: 'ok',
      signIn: 'available',
    });
  });

  it('answers an unknown API path with 404 in the single error shape', async () => {
    const response = await (
      await pause.signedIn({ email: 'lee@example.com', givenName: 'Lee' })
    ).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('the session cookie behind a TLS-terminating proxy', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });

  afterAll(() => pause.close());

  it('is marked Secure when the request came over HTTPS, as is the pending sign-in before it', async () => {
    const browser = pause.anonymous();
    const login = await browser.get('/api/login').set('X-Forwarded-Proto', 'https').expect(302);
    expect(setCookies(login)).toMatch(/pause\.signin=.*; Secure/);

    // Carry the callback over "HTTPS" with the sign-in's pending cookie, as the browser would.
    let callback: request.Response | undefined;
    await attemptSignIn(
      browser,
      TEST_APP_ORIGIN,
      { email: 'pat@example.com', givenName: 'Pat' },
      {
        login,
        beforeCallback: async (url) => {
          const pending = /pause\.signin=[^;]+/.exec(setCookies(login))![0];
          callback = await pause
            .anonymous()
            .get(url.pathname + url.search)
            .set({ 'X-Forwarded-Proto': 'https', Cookie: pending })
            .expect(302);
        },
      },
    );
    expect(callback!.headers.location).toBe('/');
    expect(setCookies(callback!)).toMatch(/pause\.sid=.*; Secure/);
  });

  it('is not marked Secure over plain HTTP', async () => {
    const response = await pause.anonymous().get('/api/login').expect(302);
    expect(setCookies(response)).not.toMatch(/Secure/);
  });
});

function setCookies(response: request.Response): string {
  return ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? []).join('\n');
}
