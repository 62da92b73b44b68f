// A state-changing request sent by another site's page is refused with 403 and changes nothing; the
// app's own pages, and programs that send no Origin, are served. Sign Out, a navigation, asks first
// when another site sent the browser there.
import type TestAgent from 'supertest/lib/agent';
import { TEST_APP_ORIGIN, type TestApp, startTestApp } from '#src/testing/test-app';

describe('cross-site requests', () => {
  let pause: TestApp;
  let alex: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
    pause.clock.set('2026-11-18T09:00:00.000Z');
  });

  afterAll(() => pause.close());

  const eventCount = async () =>
    Number((await pause.sql.query<{ n: string }>('select count(*) as n from events'))[0].n);

  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['the app’s host on another port', { Origin: 'http://pause.test:8080' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site and no Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a write with %s: 403, nothing saved', async (_, headers) => {
    const before = await eventCount();
    const refused = await alex.post('/api/timer/start').set(headers).send({ type: 'work' }).expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: `This request came from another site, so Pause refused it. Open Pause at ${TEST_APP_ORIGIN} and try again.`,
    });
    await alex.post('/api/reflections').set(headers).send({ content: 'Hi', weekStart: '2026-11-16' }).expect(403);
    await alex.patch('/api/auth/user').set(headers).send({ timeZone: 'Asia/Tokyo' }).expect(403);
    expect(await eventCount()).toBe(before);
    expect((await alex.get('/api/timer/active').expect(200)).body).toBeNull();
  });

  it('serves reads whatever their origin (they change nothing)', async () => {
    await alex.get('/api/timer/active').set('Origin', 'https://evil.example').expect(200);
  });

  it('serves writes from the app’s own origin', async () => {
    await alex
      .post('/api/timer/start')
      .set({ Origin: TEST_APP_ORIGIN, 'Sec-Fetch-Site': 'same-origin' })
      .send({ type: 'work' })
      .expect(201);
    await alex.post('/api/timer/stop').set('Origin', TEST_APP_ORIGIN).expect(200);
  });

  it('serves writes from programs that send no Origin', async () => {
    await alex.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    await alex.post('/api/timer/stop').expect(200);
  });
  describe('sign-out sent from another site', () => {
    it.each([
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/' }],
      ['Sec-Fetch-Site: same-site (a sibling under the same domain)', { 'Sec-Fetch-Site': 'same-site' }],
      ['only a Referer of another site (browsers without Sec-Fetch-Site)', { Referer: 'https://evil.example/page' }],
      ['only an Origin of another site', { Origin: 'https://evil.example' }],
    ])('asks before signing out, and keeps the person signed in, with %s', async (_, headers) => {
      const sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam' });
      const question = await sam.get('/api/logout').set(headers).expect(200);
      expect(question.headers['content-type']).toMatch(/^text\/html/);
      expect(question.headers['cache-control']).toBe('no-store');
      expect(question.text).toContain('<h1>Sign out of Pause?</h1>');
      expect(question.text).toContain('<a class="button" href="/api/logout">Sign out</a>');
      expect(question.text).toContain('<a class="button secondary" href="/">Stay signed in</a>');
      await sam.get('/api/auth/user').expect(200);
    });

    it.each([
      ["the app's own page (Sec-Fetch-Site: same-origin)", { 'Sec-Fetch-Site': 'same-origin' }],
      [
        'the question above, answered Sign out',
        { 'Sec-Fetch-Site': 'same-origin', Referer: `${TEST_APP_ORIGIN}/api/logout` },
      ],
      ['a typed address or a bookmark (Sec-Fetch-Site: none)', { 'Sec-Fetch-Site': 'none' }],
      ["only a Referer of the app's own", { Referer: `${TEST_APP_ORIGIN}/` }],
      ['a program that sends none of these', {}],
    ])('signs out at once from %s', async (_, headers) => {
      const sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam' });
      await sam.get('/api/logout').set(headers).expect(302);
      await sam.get('/api/auth/user').expect(401);
    });

    it('sends a signed-out visitor from another site home, with nothing to ask', async () => {
      const answer = await pause.anonymous().get('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(302);
      expect(answer.headers.location).toBe('/');
    });
  });
});
