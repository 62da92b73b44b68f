// Nobody can fill the session store or hammer sign-in: asking to sign in stores nothing (the pending
// sign-in travels in its own signed cookie), and sign-in attempts are limited per client address, the
// one the proxy names when TRUST_PROXY=true (a proxy it does not trust is reported to the operator once).
// Whoever else signs in meanwhile is not held up.
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { TEST_APP_ORIGIN, type TestApp, startTestApp } from '#src/testing/test-app';
import { signIn } from '#src/shared/testing/sign-in';

const FLOOD = 300;
/** The default limit: SIGN_IN_ATTEMPTS_PER_MINUTE unset. */
const ATTEMPTS_PER_MINUTE = 60;

describe('a flood of sign-in attempts', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ env: { TRUST_PROXY: 'true', SIGN_IN_ATTEMPTS_PER_MINUTE: '' } });
  });

  afterAll(() => pause.close());

  const storedSessions = async () =>
    Number((await pause.sql.query<{ n: string }>('select count(*) as n from signed_in_sessions'))[0].n);

  /** Sends `count` requests from one address, fifty at a time, each from a fresh browser. */
  async function flood(path: string, address: string, count: number): Promise<request.Response[]> {
    const answers: request.Response[] = [];
    for (let sent = 0; sent < count; sent += 50) {
      const batch = Array.from({ length: Math.min(50, count - sent) }, () =>
        pause.anonymous().get(path).set('X-Forwarded-For', address),
      );
      answers.push(...(await Promise.all(batch)));
    }
    return answers;
  }

  const statuses = (answers: request.Response[]) =>
    answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  it(`stores no session for ${FLOOD} requests to /api/login, and answers those over the limit 429`, async () => {
    const before = await storedSessions();
    const answers = await flood('/api/login', '203.0.113.7', FLOOD);

    expect(statuses(answers)).toEqual({ 302: ATTEMPTS_PER_MINUTE, 429: FLOOD - ATTEMPTS_PER_MINUTE });
    expect(await storedSessions()).toBe(before);
    for (const answer of answers.filter(({ status }) => status === 302)) {
      expect([answer.headers['set-cookie'] ?? []].flat().join('\n')).not.toContain('pause.sid=');
    }
    const refused = answers.find(({ status }) => status === 429)!;
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Too many sign-in attempts from your network in the last minute\. Please try again in \d+ seconds?\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stores no session for forged callbacks either, and limits them the same way', async () => {
    const before = await storedSessions();
    const answers = await flood('/api/callback?code=made-up&state=made-up', '198.51.100.23', 100);

    expect(statuses(answers)).toEqual({ 302: ATTEMPTS_PER_MINUTE, 429: 100 - ATTEMPTS_PER_MINUTE });
    expect(answers.find(({ status }) => status === 302)!.headers.location).toBe('/?signIn=failed');
    expect(await storedSessions()).toBe(before);
  });

  it('lets someone at another address sign in right after, with one stored session', async () => {
    const before = await storedSessions();
    const browser = pause.anonymous().set('X-Forwarded-For', '192.0.2.50');
    await signIn(browser, TEST_APP_ORIGIN, { email: 'robin@example.com', givenName: 'Robin' });
    expect((await browser.get('/api/auth/user').expect(200)).body.email).toBe('robin@example.com');
    expect(await storedSessions()).toBe(before + 1);
  });

  it('keeps refusing the flooding address for the rest of the minute', async () => {
    await pause.anonymous().get('/api/login').set('X-Forwarded-For', '203.0.113.7').expect(429);
  });
});

describe('sign-in attempts without TRUST_PROXY', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ env: { SIGN_IN_ATTEMPTS_PER_MINUTE: '5' } });
  });

  afterAll(() => pause.close());

  it("are counted for the connection's address, whatever X-Forwarded-For claims, and the operator is told once", async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    try {
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        answers.push((await pause.anonymous().get('/api/login').set('X-Forwarded-For', `192.0.2.${attempt}`)).status);
      }
      expect(answers).toEqual([302, 302, 302, 302, 302, 429]);
      const proxyWarnings = warnings.mock.calls.filter(([message]) => String(message).includes('TRUST_PROXY'));
      expect(proxyWarnings).toHaveLength(1);
      expect(String(proxyWarnings[0][0])).toMatch(/Set TRUST_PROXY=true if Pause is behind one reverse proxy/);
      expect(String(proxyWarnings[0][0])).not.toMatch(/192\.0\.2/);
    } finally {
      warnings.mockRestore();
    }
  });
});

describe('one count of sign-in attempts per address', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ env: { TRUST_PROXY: 'true', SIGN_IN_ATTEMPTS_PER_MINUTE: '3' } });
  });

  afterAll(() => pause.close());

  const attempt = (path: string, address: string) =>
    pause
      .anonymous()
      .get(path)
      .set('X-Forwarded-For', address)
      .then(({ status }) => status);

  it('takes asking to sign in and coming back from the provider together, warning no one about the proxy it trusts', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    try {
      const address = '198.51.100.80';
      const answers = [
        await attempt('/api/login', address),
        await attempt('/api/callback?code=made-up&state=made-up', address),
        await attempt('/api/login', address),
        await attempt('/api/callback?code=made-up&state=made-up', address),
      ];
      expect(answers).toEqual([302, 302, 302, 429]);
      expect(warnings.mock.calls.filter(([message]) => String(message).includes('TRUST_PROXY'))).toEqual([]);
    } finally {
      warnings.mockRestore();
    }
  });

  it('counts an IPv6 network of one household (its /56) as one address, and the next network apart', async () => {
    const household = ['2001:db8:aa:bb01::1', '2001:db8:aa:bbfe::2', '2001:db8:aa:bb00:1:2:3:4', '2001:db8:aa:bb42::9'];
    const answers = [];
    for (const address of household) answers.push(await attempt('/api/login', address));
    expect(answers).toEqual([302, 302, 302, 429]);
    expect(await attempt('/api/login', '2001:db8:aa:cc00::1')).toBe(302);
  });
});
