// Routes answered on node:http before Express sees the request. Express's per-request work (its
// router, the request and response it decorates) costs several times a plain handler's (docs/
// performance.md, "The one-second poll"), which matters only for the call every open dashboard makes
// once a second. Such a route stays registered in Express too, with the same handler, so the API
// listing, the OpenAPI check and a request this exact match does not recognise (another letter case, a
// trailing slash) are answered the same; the security headers are set here as Express sets them.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { answerError } from './error-answer';
import type { HeadersMiddleware } from './security-headers';
import type { PlainRoute } from './signed-in-read-route';
import { pathOf } from './request-path';

export interface RouteServedAhead {
  /** The exact path, as the API names it; a query string is allowed after it. */
  readonly path: string;
  /** Answers GET (and HEAD, which node answers without the body). */
  readonly get: PlainRoute;
}

/**
 * Puts the routes in front of the server's request listener (the Express application Nest created it
 * with). Call once, after the application is created and before it listens.
 */
export function serveAheadOfExpress(
  server: Server,
  headers: HeadersMiddleware,
  routes: readonly RouteServedAhead[],
): void {
  const [framework, ...others] = server.listeners('request') as PlainRoute[];
  if (!framework || others.length > 0) {
    throw new Error('Routes can be served ahead of Express only on a server with Express as its one listener.');
  }
  const byPath = new Map(routes.map((route) => [route.path, route.get]));
  server.removeListener('request', framework);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const route = request.method === 'GET' || request.method === 'HEAD' ? byPath.get(pathOf(request.url)) : undefined;
    if (route === undefined) {
      framework(request, response);
      return;
    }
    headers(request, response, (error) =>
      error === undefined ? route(request, response) : answerError(response, error),
    );
  });
}
