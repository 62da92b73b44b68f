// Every API route, thrown whatever a client could send: random and hostile path parameters, query
// strings with repeated and unknown keys, headers and content types, bodies of any JSON or none, text
// with NUL and lone surrogates, huge and deeply nested values. No answer is a 500, every refusal has
// the single error shape, and a refused request changes no event. The routes are read from the running
// app, so a route added later is fuzzed too. Sign-in's own routes are left out (they hand the browser
// to the OpenID provider, and signing out would end the fuzzing person's session).
import fc from 'fast-check';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { type Route, apiRoutes } from './api-routes';

const SIGN_IN_FLOW = ['/api/login', '/api/callback', '/api/logout'];
/** Requests per CI run, spread over the routes: about two minutes on a busy 2-core machine. */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const ENOUGH_MS_FOR_ALL_OF_THEM = 15 * 60 * 1000;

const VALID_PARAMS: Record<string, string> = { weekStart: '2026-11-16', id: '00000000-0000-4000-8000-000000000000' };
const KNOWN_QUERY_KEYS = ['format', 'weekStart', 'startDate', 'endDate', 'month', 'year', 'date', 'type'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '',
];

/** Text that is hard to store or to decode: NUL, lone surrogates, escapes, long runs. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uD83D\uDE0A',
    '../../etc/passwd',
    "'; drop table events; --",
  ),
  fc.constantFrom('0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', '2026-02-30', '2026-11-16T25:00:00Z'),
  fc.nat({ max: 20_000 }).map((length) => 'a'.repeat(length)),
);

/** A path segment as it travels in a URL, including percent-encodings that decode to nothing valid. */
const pathSegment = fc.oneof(
  hostileText.map(percentEncoded),
  fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%C0%AF', '..', '%2F', '%2e%2e', ''),
);

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KNOWN_QUERY_KEYS), fc.string({ maxLength: 8 })), pathSegment), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([key, value]) => `${percentEncoded(key)}=${value}`).join('&'));

const deeplyNested = fc.nat({ max: 3_000 }).map((depth) => `{"type": ${'['.repeat(depth)}${']'.repeat(depth)}}`);

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom('type', 'content', 'weekStart', 'friendEmail', 'status', 'timeZone', 'name'),
      hostileText,
    )
    .map((fields) => JSON.stringify(fields)),
  deeplyNested,
  hostileText,
);

const request = fc.record({
  params: fc.dictionary(fc.constantFrom(...Object.keys(VALID_PARAMS)), pathSegment),
  validParams: fc.boolean(),
  query: queryString,
  contentType: fc.constantFrom(...CONTENT_TYPES),
  ifNoneMatch: fc.option(fc.string({ maxLength: 30 }).map(headerSafe), { nil: undefined }),
  body,
});

describe('fuzzing every API route', () => {
  let pause: TestApp;
  let robin: TestAgent;
  let routes: Route[];

  beforeAll(async () => {
    pause = await startTestApp();
    robin = await pause.signedIn({ email: 'robin@example.com', givenName: 'Robin' });
    routes = apiRoutes(pause.app.getHttpAdapter().getInstance()).filter(({ path }) => !SIGN_IN_FLOW.includes(path));
  });

  afterAll(() => pause.close());

  const eventCount = async () =>
    Number((await pause.sql.query<{ count: string }>('select count(*) from events'))[0].count);

  it(
    `answers ${REQUESTS} random requests without a 500, refusals in the single shape and changing nothing`,
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), request, async (route, sent) => {
          const eventsBefore = await eventCount();
          const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
            sent.validParams ? VALID_PARAMS[name] : (sent.params[name] ?? VALID_PARAMS[name]),
          );
          const response = await send(robin, route.method, `${path}${sent.query ? `?${sent.query}` : ''}`, sent);

          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.body).toEqual({
              statusCode: response.status,
              error: expect.any(String),
              message: expect.anything(),
            });
            expect(await eventCount()).toBe(eventsBefore);
          }
        }),
        { numRuns: REQUESTS },
      );
      // The fuzzing reached past validation too: some requests were served.
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    },
    ENOUGH_MS_FOR_ALL_OF_THEM,
  );
});

function send(
  agent: TestAgent,
  method: string,
  url: string,
  sent: { contentType: string; ifNoneMatch?: string; body?: string },
): Promise<Response> {
  let pending = (agent as unknown as Record<string, (url: string) => ReturnType<TestAgent['get']>>)[method](url);
  if (sent.ifNoneMatch !== undefined) pending = pending.set('If-None-Match', sent.ifNoneMatch);
  if (sent.body === undefined) return pending;
  if (sent.contentType) pending = pending.set('Content-Type', sent.contentType);
  return pending.send(sent.body);
}

/** Each byte as a URL carries it: unreserved characters as themselves, every other byte as `%xx`. */
const PERCENT_ENCODED_BYTES = Array.from({ length: 256 }, (_, byte) =>
  /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
    ? String.fromCharCode(byte)
    : `%${byte.toString(16).padStart(2, '0')}`,
);

/**
 * Percent-encodes text byte by byte as UTF-8, lone surrogates included (as the replacement bytes a
 * client would send). A byte table rather than a test per byte: texts run to 20,000 characters, and
 * the encoding was once half of this file's time.
 */
function percentEncoded(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) encoded += PERCENT_ENCODED_BYTES[byte];
  return encoded;
}

/** A header value holds visible ASCII only. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '');
}
