// Every /api route other than sign-in, sign-out and the API's documentation answers 401 without a
// session: the routes are read from the running app, so a route added later is covered without
// touching this test.
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { type Route, apiRoutes } from './api-routes';

/** The documentation describes the API and holds nothing personal: public (docs/decisions.md). */
const API_DOCUMENTATION_PATHS = ['/api/docs', '/api/docs-json'];
const PUBLIC_API_PATHS = ['/api/login', '/api/callback', '/api/logout', ...API_DOCUMENTATION_PATHS];
const SAMPLE_PARAMS: Record<string, string> = { weekStart: '2026-11-16', id: '00000000-0000-4000-8000-000000000000' };

const withSampleParams = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');

describe('signing in', () => {
  let pause: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    pause = await startTestApp();
    routes = apiRoutes(pause.app.getHttpAdapter().getInstance());
  });

  afterAll(() => pause.close());

  it('finds every API route of the app', () => {
    const described = routes.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(described).toEqual(
      expect.arrayContaining([
        'GET /api/auth/user',
        'POST /api/timer/start',
        'GET /api/analytics/weekly',
        'GET /api/achievements',
        'GET /api/reflections/:weekStart',
        'POST /api/reflections',
        'POST /api/friends/request',
        'PATCH /api/friends/:id',
        'GET /api/friends/leaderboard',
        'POST /api/challenges',
      ]),
    );
  });

  it('answers 401 in the single error shape on every other API route without a session', async () => {
    const guarded = routes.filter(({ path }) => !PUBLIC_API_PATHS.includes(path));
    expect(guarded.length).toBeGreaterThanOrEqual(18);
    for (const { method, path } of guarded) {
      const agent = pause.anonymous() as unknown as Record<
        string,
        (url: string) => PromiseLike<{ status: number; body: unknown }>
      >;
      const response = await agent[method](withSampleParams(path));
      expect({ route: `${method.toUpperCase()} ${path}`, status: response.status, body: response.body }).toEqual({
        route: `${method.toUpperCase()} ${path}`,
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: expect.any(String) },
      });
    }
  });

  it('leaves sign-in, its callback, sign-out and the API documentation open', async () => {
    for (const path of PUBLIC_API_PATHS) {
      expect((await pause.anonymous().get(path)).status).not.toBe(401);
    }
  });
});
