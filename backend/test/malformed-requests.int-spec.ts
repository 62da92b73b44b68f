// No request, however malformed, gets a 500: random JSON values and random text are thrown at every
// route that reads a body, and each answer must be a 4xx in the single error shape (or a success).
import fc from 'fast-check';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';

const ROUTES_WITH_BODIES: [method: 'post' | 'patch', path: string][] = [
  ['post', '/api/timer/start'],
  ['post', '/api/timer/stop'],
  ['patch', '/api/timer'],
  ['patch', '/api/auth/user'],
  ['post', '/api/reflections'],
  ['post', '/api/friends/request'],
  ['patch', '/api/friends/00000000-0000-4000-8000-000000000000'],
  ['post', '/api/challenges'],
];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
];

describe('malformed requests', () => {
  let pause: TestApp;
  let robin: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    robin = await pause.signedIn({ email: 'robin@example.com', givenName: 'Robin' });
  });

  afterAll(() => pause.close());

  function expectHandled(response: { status: number; body: unknown }) {
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) {
      expect(response.body).toEqual({
        statusCode: response.status,
        error: expect.any(String),
        message: expect.anything(),
      });
    }
  }

  it.each(ROUTES_WITH_BODIES)('%s %s answers any JSON value without a server error', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const response = await robin[method](path).set('Content-Type', 'application/json').send(JSON.stringify(value));
        expectHandled(response);
        await robin.post('/api/timer/stop');
      }),
      { numRuns: 40 },
    );
  });

  it.each(ROUTES_WITH_BODIES)(
    '%s %s answers any text under any content type without a server error',
    async (method, path) => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(...CONTENT_TYPES),
          async (text, contentType) => {
            const response = await robin[method](path).set('Content-Type', contentType).send(text);
            expectHandled(response);
            await robin.post('/api/timer/stop');
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it.each([
    ['a time zone that is an object', () => robin.patch('/api/auth/user').send({ timeZone: { name: 'UTC' } })],
    [
      'a type with a prototype-polluting key',
      () => robin.post('/api/timer/start').send(JSON.parse('{"__proto__": {"type": "work"}}')),
    ],
    [
      'a deeply nested array',
      () =>
        robin
          .post('/api/timer/start')
          .set('Content-Type', 'application/json')
          .send(`${'['.repeat(2000)}${']'.repeat(2000)}`),
    ],
    [
      'a deeply nested field',
      () =>
        robin
          .post('/api/timer/start')
          .set('Content-Type', 'application/json')
          .send(`{"type": ${'['.repeat(5000)}${']'.repeat(5000)}}`),
    ],
    [
      'bytes that are not UTF-8',
      () =>
        robin
          .post('/api/timer/start')
          .set('Content-Type', 'application/json')
          .send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])),
    ],
    [
      'an unsupported charset',
      () =>
        robin.post('/api/timer/start').set('Content-Type', 'application/json; charset=ebcdic').send('{"type":"work"}'),
    ],
    [
      'a gzip body that is not gzip',
      () =>
        robin
          .post('/api/timer/start')
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', 'gzip')
          .send('{"type":"work"}'),
    ],
    [
      'an unknown content encoding',
      () =>
        robin
          .post('/api/timer/start')
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', 'zstd-ish')
          .send('{"type":"work"}'),
    ],
    ['an address over 16 kB', () => robin.get(`/api/timer/active?padding=${'a'.repeat(20_000)}`)],
    ['headers over 16 kB', () => robin.get('/api/timer/active').set('X-Padding', 'a'.repeat(20_000))],
  ])('answers %s with a 4xx', async (_case, send) => {
    const response = await send();
    expectHandled(response);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await robin.get('/api/timer/active')).body).toBeNull();
  });

  describe('text PostgreSQL cannot store is refused by name, and nothing is saved', () => {
    const UNSTORABLE =
      'Text in the request holds a NUL character (\\u0000) or half of a surrogate pair, which cannot be saved. Remove it and send again.';
    const WEEK = '2026-11-16';
    const asJson = (text: string) => `{"note": ${text}, "type": "work"}`;
    /** A reflection body as raw JSON text, so escapes reach the server as sent. */
    function reflection(content: string): string {
      return `{"content": "${content}", "weekStart": "${WEEK}"}`;
    }
    const reflectionOfTheWeek = async () => (await robin.get(`/api/reflections/${WEEK}`)).body as unknown;

    it.each([
      ['a reflection holding a NUL', '/api/reflections', reflection('tired\\u0000')],
      ['a reflection holding a lone high surrogate', '/api/reflections', reflection('tired \\ud83d')],
      ['a reflection holding a lone low surrogate', '/api/reflections', reflection('\\ude00 tired')],
      ['a friend email holding a lone surrogate', '/api/friends/request', '{"friendEmail": "a\\ud800@example.com"}'],
      ['a field name holding a NUL', '/api/timer/start', '{"ty\\u0000pe": "work"}'],
      ['a nested value holding a NUL', '/api/timer/start', asJson('["fine", {"deep": "no\\u0000"}]')],
    ])('answers %s with a 400', async (_case, path, body) => {
      const reflectionBefore = await reflectionOfTheWeek();

      const response = await robin.post(path).set('Content-Type', 'application/json').send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: UNSTORABLE });
      expect(await reflectionOfTheWeek()).toEqual(reflectionBefore);
      expect((await robin.get('/api/timer/active')).body).toBeNull();
    });

    it('still takes a whole emoji, both halves of its pair', async () => {
      await robin
        .post('/api/reflections')
        .set('Content-Type', 'application/json')
        .send(reflection('calm \\ud83d\\ude0a'))
        .expect(201);

      expect(await reflectionOfTheWeek()).toMatchObject({ content: 'calm \u{1F60A}' });
    });
  });
});
