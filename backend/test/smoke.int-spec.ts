// Starts Pause exactly as `npm start` does, with no DATABASE_URL, REDIS_URL or OIDC_ISSUER_URL, and
// uses it over HTTP the way the web app does.
import request from 'supertest';
import { type AppProcess, startAppProcess } from '#src/shared/testing/app-process';
import { signIn } from '#src/shared/testing/sign-in';

describe('npm start on the embedded defaults', () => {
  let pause: AppProcess;

  beforeAll(async () => {
    pause = await startAppProcess({
      command: ['npm', 'start'],
      env: { DATABASE_URL: undefined, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined },
      readyTimeoutMs: 240_000,
    });
  }, 300_000);

  afterAll(() => pause?.stop());

  it('announces each embedded default in one line', () => {
    expect(pause.output()).toMatch(/Database: embedded PostgreSQL \(PGlite\)/);
    expect(pause.output()).toMatch(/Background jobs: in-process/);
    expect(pause.output()).toMatch(/Sign-in: development OpenID provider/);
  });

  it('serves the web app at /', async () => {
    const page = await request(pause.url).get('/').expect(200);
    expect(page.text).toMatch(/<div id="root">/);
  });

  it('lets a person sign in, start a work timer and stop it', async () => {
    const browser = request.agent(pause.url);
    await signIn(browser, pause.url, { email: 'smoke@example.com', givenName: 'Sky', familyName: 'Moss' });

    const me = await browser.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email: 'smoke@example.com', firstName: 'Sky', lastName: 'Moss' });

    const started = await browser.post('/api/timer/start').send({ type: 'work' }).expect(201);
    expect(started.body).toMatchObject({ type: 'work', startTime: expect.any(String) });
    expect((await browser.get('/api/timer/active').expect(200)).body).toEqual({ ...started.body, confirmedAt: null });

    const stopped = await browser.post('/api/timer/stop').expect(200);
    expect(stopped.body).toMatchObject({ type: 'work', startTime: started.body.startTime });
    expect((await browser.get('/api/timer/active').expect(200)).body).toBeNull();

    await browser.get('/api/logout').expect(302);
    await browser.get('/api/auth/user').expect(401);
  });
});
