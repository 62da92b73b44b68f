// Every answer carries the security headers: the web app, the API, its refusals and its errors.
// (That the app still works under the policy is shown in Chromium: e2e/sign-in-and-time.e2e.ts and
// e2e/share-and-export.e2e.ts fail on any refusal by the policy.)
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';

function expectSecurityHeaders(response: Response): void {
  const policy = response.headers['content-security-policy'] as string;
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self';");
  expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  // PUBLIC_URL is http here: no HSTS (security-headers.spec.ts shows it over https).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let pause: TestApp;
  let alex: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
  });

  afterAll(() => pause.close());

  it('are on the web app and on any path it answers with its page', async () => {
    for (const path of ['/', '/no-such-page']) {
      const page = await pause.anonymous().get(path);
      expect([200, 404]).toContain(page.status);
      expectSecurityHeaders(page);
    }
  });

  it('are on API answers', async () => {
    expectSecurityHeaders(await alex.get('/api/auth/user').expect(200));
    expectSecurityHeaders(await alex.get('/api/timer/active').expect(200));
    expectSecurityHeaders(await pause.anonymous().get('/api/login').expect(302));
    expectSecurityHeaders(await pause.anonymous().get('/health').expect(200));
  });

  it('are on refusals and errors', async () => {
    expectSecurityHeaders(await pause.anonymous().get('/api/auth/user').expect(401));
    expectSecurityHeaders(await alex.get('/api/no-such-route').expect(404));
    expectSecurityHeaders(await alex.post('/api/timer/start').send({ type: 'nap' }).expect(400));
    expectSecurityHeaders(
      await alex.post('/api/timer/start').set('Content-Type', 'application/json').send('{"type":').expect(400),
    );
    expectSecurityHeaders(await alex.post('/api/timer/stop').expect(409));
    expectSecurityHeaders(await alex.post('/api/timer/start').set('Origin', 'https://evil.example').expect(403));
  });
});
