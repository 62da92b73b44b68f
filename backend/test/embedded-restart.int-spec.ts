// The embedded database keeps its data in the data folder: a restart loses neither the person's
// session nor their running timer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startAppProcess } from '#src/shared/testing/app-process';
import { signIn } from '#src/shared/testing/sign-in';

const EMBEDDED = { DATABASE_URL: undefined, REDIS_URL: undefined, OIDC_ISSUER_URL: undefined, NODE_ENV: undefined };

describe('the embedded database across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pause-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the signed-in session and the running timer', async () => {
    const first = await startAppProcess({ command: ['node', 'backend/dist/main.js'], env: EMBEDDED, dataDir });
    const browser = request.agent(first.url);
    let started: { startTime: string; type: string };
    try {
      await signIn(browser, first.url, { email: 'restart@example.com', givenName: 'Remy' });
      started = (await browser.post('/api/timer/start').send({ type: 'commute' }).expect(201)).body;
    } finally {
      await first.stop();
    }

    const second = await startAppProcess({ command: ['node', 'backend/dist/main.js'], env: EMBEDDED, dataDir });
    try {
      // A new port, so the old cookie is carried over by hand.
      const cookie = browser.jar.getCookie('pause.sid', {
        domain: new URL(first.url).hostname,
        path: '/',
        secure: false,
        script: false,
      })!;
      const again = request.agent(second.url).set('Cookie', `pause.sid=${cookie.value}`);
      expect((await again.get('/api/auth/user').expect(200)).body).toMatchObject({ firstName: 'Remy' });
      expect((await again.get('/api/timer/active').expect(200)).body).toEqual({ ...started, confirmedAt: null });
      expect(second.output()).toMatch(new RegExp(`Database: embedded PostgreSQL \\(PGlite\\) with data in ${dataDir}`));
    } finally {
      await second.stop();
    }
  });
});
