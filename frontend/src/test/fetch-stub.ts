// A stand-in for the backend: tests describe answers per "METHOD /path".
import { vi } from 'vitest';

export type StubRequest = {
  method: string;
  path: string;
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

export function stubFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = answers[`${method} ${path}`];
    if (!answer) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    return answer({ method, path, body, init });
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
