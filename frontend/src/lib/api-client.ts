// The one way the app talks to the backend: same-origin JSON with the session
// cookie, and every non-OK answer turned into the spec's "{status}: {text}" error.

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = text;
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  // Only the current-user read treats 401 as an answer ("signed out") rather
  // than a failure; every other call lets the query cache react to it.
  on401?: 'throw' | 'return-null';
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, on401 = 'throw' } = options;
  const hasBody = body !== undefined;

  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });

  if (response.status === 401 && on401 === 'return-null') {
    return null as T;
  }

  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText);
  }

  // Some endpoints answer 200 with an empty body to mean "nothing here".
  return (text ? JSON.parse(text) : null) as T;
}
