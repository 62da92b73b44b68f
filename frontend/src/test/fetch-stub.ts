// A stand-in for the backend: tests describe answers per "METHOD /path".
import { vi } from 'vitest';

export type StubRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit | undefined;
};

type Answer = (request: StubRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, error: string, message: string | string[]): Response {
  return jsonResponse({ statusCode: status, error, message }, status);
}

/**
 * Answers are keyed "METHOD /path": the exact path with its query string wins,
 * otherwise the path alone answers whatever query comes with it.
 */
export function stubFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = String(input);
    const url = new URL(path, 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = answers[`${method} ${path}`] ?? answers[`${method} ${url.pathname}`];
    if (!answer) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    return answer({ method, path, query: url.searchParams, body, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Every request the app sent to `METHOD path`, in order. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET').toUpperCase() === method,
  );
}

/** The query strings of every request to `METHOD pathname`, in order, as plain objects. */
export function queriesTo(fetchMock: ReturnType<typeof stubFetch>, method: string, pathname: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === pathname && (init?.method ?? 'GET').toUpperCase() === method;
    })
    .map(([input]) => Object.fromEntries(new URL(String(input), 'http://localhost').searchParams));
}
