// Sign-in against Debian's glewlwyd, a provider nobody here wrote: it requires a nonce, offers PKCE,
// client_secret_basic and RP-initiated logout (which needs id_token_hint). Over HTTP, its login page's
// calls are made as the page makes them (password, grant of the scopes, continue); the browser test
// (e2e/glewlwyd-sign-in.e2e.ts) goes through the pages themselves.
import { Logger } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import {
  GLEWLWYD_TEST_PERSON,
  type GlewlwydProcess,
  describeWhereGlewlwydRuns,
  startGlewlwyd,
} from '#src/shared/testing/glewlwyd-process';
import { TEST_APP_ORIGIN, type TestApp, startTestApp } from '#src/testing/test-app';

const alice = GLEWLWYD_TEST_PERSON;
const describeWithGlewlwyd = describeWhereGlewlwydRuns(describe, 'glewlwyd tests');

describeWithGlewlwyd('signing in with glewlwyd', () => {
  let glewlwyd: GlewlwydProcess;
  let pause: TestApp;

  beforeAll(async () => {
    glewlwyd = await startGlewlwyd({
      redirectUri: `${TEST_APP_ORIGIN}/api/callback`,
      postLogoutRedirectUri: `${TEST_APP_ORIGIN}/`,
      person: alice,
    });
    pause = await startTestApp({
      env: {
        OIDC_ISSUER_URL: glewlwyd.issuer,
        OIDC_CLIENT_ID: glewlwyd.clientId,
        OIDC_CLIENT_SECRET: glewlwyd.clientSecret,
      },
    });
  });

  afterAll(async () => {
    await pause?.close();
    await glewlwyd?.stop();
  });

  /** What glewlwyd's login page does for a person who types their password and accepts the scopes. */
  async function signInAtGlewlwyd(at: TestAgent): Promise<URL> {
    const authorization = await at.get(authorizationPath(await startSignIn()));
    const loginPage = new URL(authorization.headers.location as string);
    expect(loginPage.pathname).toBe('/login.html');
    await at.post('/api/auth/').send({ username: alice.username, password: alice.password }).expect(200);
    await at.put(`/api/auth/grant/${glewlwyd.clientId}`).send({ scope: 'openid profile email' }).expect(200);
    return continueAt(at, new URL(loginPage.searchParams.get('callback_url')!));
  }

  let browser: TestAgent;
  async function startSignIn(): Promise<URL> {
    browser = pause.anonymous();
    return new URL((await browser.get('/api/login').expect(302)).headers.location as string);
  }

  /** The login page's last step: back to the authorization endpoint, which answers with Pause's callback. */
  async function continueAt(at: TestAgent, authorization: URL): Promise<URL> {
    authorization.searchParams.set('g_continue', '');
    const answer = await at.get(authorizationPath(authorization)).expect(302);
    return new URL(answer.headers.location as string);
  }

  const authorizationPath = (url: URL) => url.pathname + url.search;

  it('reads the provider from its discovery document and sends nonce and PKCE', async () => {
    const authorization = await startSignIn();
    expect(authorization.origin).toBe(glewlwyd.origin);
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('signs Alice in with her email and names, and she can use the timer', async () => {
    const glewlwydBrowser = request.agent(glewlwyd.origin);
    const callback = await signInAtGlewlwyd(glewlwydBrowser);
    expect(callback.href.startsWith(`${TEST_APP_ORIGIN}/api/callback?`)).toBe(true);
    const landing = await browser.get(callback.pathname + callback.search).expect(302);
    expect(landing.headers.location).toBe('/');

    expect((await browser.get('/api/auth/user').expect(200)).body).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Martin',
    });
    await browser.post('/api/timer/start').send({ type: 'work' }).expect(201);
    await browser.post('/api/timer/stop').expect(200);
  });

  it('signs her out of glewlwyd too, with the ID token as the hint it needs', async () => {
    const glewlwydBrowser = request.agent(glewlwyd.origin);
    const callback = await signInAtGlewlwyd(glewlwydBrowser);
    await browser.get(callback.pathname + callback.search).expect(302);

    const logout = await browser.get('/api/logout').expect(302);
    const endSession = new URL(logout.headers.location as string);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${glewlwyd.issuer}/end_session`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_APP_ORIGIN}/`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    await browser.get('/api/auth/user').expect(401);
    // glewlwyd accepts the hint and asks the person to confirm on its own page.
    const prompt = await glewlwydBrowser.get(endSession.pathname + endSession.search).expect(302);
    expect(new URL(prompt.headers.location as string).pathname).toBe('/login.html');
  });

  it('is refused by glewlwyd without a nonce, and the person is told Pause is misconfigured', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const glewlwydBrowser = request.agent(glewlwyd.origin);
    await signInAtGlewlwyd(glewlwydBrowser);
    const authorization = await startSignIn();
    authorization.searchParams.delete('nonce');
    const callback = await continueAt(glewlwydBrowser, authorization);
    const landing = await browser.get(callback.pathname + callback.search).expect(302);
    expect(landing.headers.location).toBe('/?signIn=misconfigured');
    expect(warn.mock.calls.map(([line]) => line)).toContain(
      'Sign-in failed at the callback (misconfigured): the provider answered error=invalid_request error_description="nonce required"',
    );
    warn.mockRestore();
  });
});
