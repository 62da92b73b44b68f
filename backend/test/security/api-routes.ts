// The API's routes, read from the running app's router, so that tests over "every route" cover a route
// added later without being touched.
import type { Express } from 'express';

export interface Route {
  readonly method: string;
  readonly path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

export function apiRoutes(app: Express): Route[] {
  const layers = (app as unknown as { router: { stack: RouterLayer[] } }).router.stack;
  return layers.flatMap(({ route }) =>
    // `/api/{*all}` is the catch-all that answers unknown API paths with 404, not a route.
    route && route.path.startsWith('/api/') && !route.path.includes('{*')
      ? Object.keys(route.methods).map((method) => ({ method, path: route.path }))
      : [],
  );
}
