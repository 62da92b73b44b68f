// Sign-in against providers that behave differently, and every way it can fail: each attempt ends on
// the landing page (with the reason the web app turns into a toast), never on an error page, and the
// log says why in words an operator can act on, without a token, a code or anything about the person.
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { freePort } from '#src/shared/testing/app-process';
import { startDevOidcProcess } from '#src/shared/testing/dev-oidc-process';
import { eventually } from '#src/shared/testing/eventually';
import { attemptSignIn } from '#src/shared/testing/sign-in';
import { TEST_APP_ORIGIN, type TestApp, startTestApp } from '#src/testing/test-app';

const alex = { email: 'alex@example.com', givenName: 'Alex', familyName: 'Rivera' };

/** What the sign-in code logged as warnings since the last call. */
function signInLog(): () => string[] {
  const warn = jest.spyOn(Logger.prototype, 'warn');
  return () => {
    const lines = warn.mock.calls.map(([message]) => String(message));
    warn.mockClear();
    return lines;
  };
}

afterEach(() => jest.restoreAllMocks());

function expectNothingPersonalIn(lines: string[]): void {
  for (const line of lines) {
    expect(line).not.toMatch(/alex|rivera|code=|access_token|id_token=|eyJ/i);
  }
}

describe.each([
  ['the ID token and userinfo', {}],
  ['only the userinfo answer', { 'claims-in': 'userinfo' }],
  ['only the ID token, with no userinfo endpoint', { 'claims-in': 'id-token' }],
  ['client_secret_post as its only client authentication', { 'client-auth-method': 'client_secret_post' }],
])('a provider that puts the claims in %s', (_case, flags) => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ provider: { flags } });
  });

  afterAll(() => pause.close());

  it('signs the person in with their email and names', async () => {
    const browser = pause.anonymous();
    const { landing } = await attemptSignIn(browser, TEST_APP_ORIGIN, alex);
    expect(landing.href).toBe(`${TEST_APP_ORIGIN}/`);
    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({
      email: 'alex@example.com',
      firstName: 'Alex',
      lastName: 'Rivera',
    });
  });
});

describe('sign-in failures on a provider that is up', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp();
  });

  afterAll(() => pause.close());

  /** Starts a sign-in at Pause and returns the provider's authorization URL it sent the browser to. */
  async function startSignIn(browser: ReturnType<TestApp['anonymous']>): Promise<URL> {
    return new URL((await browser.get('/api/login').expect(302)).headers.location as string);
  }

  /** Asks the provider directly, as a client that left a parameter out would, and follows it back to Pause. */
  async function askProviderWithout(...parameters: string[]): Promise<{ landing: string; log: string[] }> {
    const log = signInLog();
    const browser = pause.anonymous();
    const authorization = await startSignIn(browser);
    for (const parameter of parameters) authorization.searchParams.delete(parameter);
    const refusal = await request(authorization.origin).get(authorization.pathname + authorization.search);
    const callback = new URL(refusal.headers.location as string);
    expect(callback.href.startsWith(`${TEST_APP_ORIGIN}/api/callback?`)).toBe(true);
    const answer = await browser.get(callback.pathname + callback.search).expect(302);
    return { landing: answer.headers.location as string, log: log() };
  }

  it('is refused by a provider that requires a nonce when the nonce is missing, and says so', async () => {
    const { landing, log } = await askProviderWithout('nonce');
    expect(landing).toBe('/?signIn=misconfigured');
    expect(log).toEqual([
      'Sign-in failed at the callback (misconfigured): the provider answered error=invalid_request error_description="nonce required"',
    ]);
  });

  it('is refused by a provider that requires PKCE when the challenge is missing, and says so', async () => {
    const { landing, log } = await askProviderWithout('code_challenge', 'code_challenge_method');
    expect(landing).toBe('/?signIn=misconfigured');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(
      /^Sign-in failed at the callback \(misconfigured\): the provider answered error=invalid_request error_description=".*PKCE/,
    );
  });

  it('calls it cancelled when the person says no at the provider', async () => {
    const log = signInLog();
    const browser = pause.anonymous();
    const authorization = await startSignIn(browser);
    const issuer = authorization.href.replace(/\/auth\?.*$/, '');
    const callback = new URLSearchParams({
      error: 'access_denied',
      state: authorization.searchParams.get('state')!,
      iss: issuer,
    });
    const answer = await browser.get(`/api/callback?${callback}`).expect(302);
    expect(answer.headers.location).toBe('/?signIn=cancelled');
    expect(log()).toEqual(['Sign-in failed at the callback (cancelled): the provider answered error=access_denied']);
  });

  it('sends a forged callback home as a failed attempt', async () => {
    const log = signInLog();
    const answer = await pause.anonymous().get('/api/callback?code=made-up&state=made-up').expect(302);
    expect(answer.headers.location).toBe('/?signIn=failed');
    expect(log()).toEqual([
      'Sign-in failed at the callback (failed): no sign-in with this state was started in this browser (forged, expired, already used, or begun on another host name)',
    ]);
  });

  it('refuses a callback replayed after it signed the person in', async () => {
    const browser = pause.anonymous();
    let callback: URL | undefined;
    await attemptSignIn(browser, TEST_APP_ORIGIN, alex, { beforeCallback: async (url) => void (callback = url) });
    const log = signInLog();
    const replay = await browser.get(callback!.pathname + callback!.search).expect(302);
    expect(replay.headers.location).toBe('/?signIn=failed');
    expectNothingPersonalIn(log());
  });

  it('refuses a code taken to another browser', async () => {
    let callback: URL | undefined;
    await attemptSignIn(pause.anonymous(), TEST_APP_ORIGIN, alex, {
      beforeCallback: async (url) => {
        callback = url;
        throw new Error('stop here');
      },
    }).catch(() => undefined);
    const answer = await pause
      .anonymous()
      .get(callback!.pathname + callback!.search)
      .expect(302);
    expect(answer.headers.location).toBe('/?signIn=failed');
  });
});

describe('a wrong client secret', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ provider: { clientSecret: 'the-secret-the-provider-knows' } });
  });

  afterAll(() => pause.close());

  it("ends on the landing page as the app's misconfiguration, naming the provider's error", async () => {
    const log = signInLog();
    const { landing } = await attemptSignIn(pause.anonymous(), TEST_APP_ORIGIN, alex);
    expect(landing.href).toBe(`${TEST_APP_ORIGIN}/?signIn=misconfigured`);
    const lines = log();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Sign-in failed at the token exchange \(misconfigured\): the provider answered 401 error=invalid_client error_description="client authentication failed"$/,
    );
    expectNothingPersonalIn(lines);
  });
});

describe('a provider that goes down between the sign-in page and the token exchange', () => {
  let pause: TestApp;

  beforeAll(async () => {
    // A provider of its own, to stop.
    pause = await startTestApp({ provider: {} });
  });

  afterAll(() => pause.close());

  it('ends on the landing page as unavailable, naming the network cause', async () => {
    const port = Number(new URL((await pause.anonymous().get('/api/login')).headers.location as string).port);
    const log = signInLog();
    const { landing } = await attemptSignIn(pause.anonymous(), TEST_APP_ORIGIN, alex, {
      beforeCallback: () => pause.stopProvider(),
    });
    expect(landing.href).toBe(`${TEST_APP_ORIGIN}/?signIn=unavailable`);
    expect(log()).toEqual([
      `Sign-in failed at the token exchange (unavailable): the provider could not be reached: connect ECONNREFUSED 127.0.0.1:${port}`,
    ]);
  });
});

describe('a provider that is down when Pause starts', () => {
  let pause: TestApp;
  let port: number;
  let provider: Awaited<ReturnType<typeof startDevOidcProcess>> | undefined;

  beforeAll(async () => {
    port = await freePort();
    pause = await startTestApp({ env: { OIDC_ISSUER_URL: `http://127.0.0.1:${port}/oidc` } });
  });

  afterAll(async () => {
    await pause.close();
    await provider?.stop();
  });

  it('lets Pause start, and health reports sign-in unavailable', async () => {
    expect((await pause.anonymous().get('/health').expect(200)).body).toMatchObject({
      status: 'ok',
      signIn: 'unavailable',
    });
  });

  it('answers Sign In with the landing page and "unavailable", naming the network cause in the log', async () => {
    const log = signInLog();
    const answer = await pause.anonymous().get('/api/login').expect(302);
    expect(answer.headers.location).toBe('/?signIn=unavailable');
    const lines = log();
    expect(lines).toContain(
      `Sign-in failed at the discovery (unavailable): the provider's configuration is not known yet: the provider could not be reached: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it('signs people in once the provider is up, without a restart', async () => {
    provider = await startDevOidcProcess(`${TEST_APP_ORIGIN}/api/callback`, { port });
    const { landing } = await attemptSignIn(pause.anonymous(), TEST_APP_ORIGIN, alex);
    expect(landing.href).toBe(`${TEST_APP_ORIGIN}/`);
    await eventually(
      async () => (await pause.anonymous().get('/health')).body.signIn,
      (state) => state === 'available',
      'health reports sign-in available',
    );
  });
});
