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
  // A GET asked again and again (the one-second poll) sends the ETag of its last answer; an
  // unchanged answer comes back as a 304 with no body, and the last answer is used.
  conditional?: boolean;
  // Reads headers of a successful answer, a 304 included (the poll's facts version travels in one).
  onHeaders?: (headers: Headers) => void;
};

/** The last full answer of each conditional GET, by path. */
const lastAnswers = new Map<string, { etag: string; text: string }>();

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, on401 = 'throw' } = options;
  const hasBody = body !== undefined;
  const conditional = options.conditional === true && method === 'GET';
  const last = conditional ? lastAnswers.get(path) : undefined;
  const headers: Record<string, string> = {};
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (last) {
    headers['If-None-Match'] = last.etag;
    // Else the browser adds "no-cache", which servers read as "answer in full" (Express does).
    headers['Cache-Control'] = 'max-age=0';
  }

  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    // The ETag is kept here, so the browser's own cache stays out of the way.
    ...(conditional ? { cache: 'no-store' as const } : {}),
  });

  if (response.status === 401 && on401 === 'return-null') {
    return null as T;
  }

  if (response.ok || response.status === 304) options.onHeaders?.(response.headers);
  if (response.status === 304 && last) {
    return (last.text ? JSON.parse(last.text) : null) as T;
  }
  const text = await response.text();
  if (!response.ok) {
    if (conditional) lastAnswers.delete(path);
    throw new ApiError(response.status, text || response.statusText);
  }
  const etag = response.headers.get('ETag');
  if (conditional && etag) lastAnswers.set(path, { etag, text });

  // Some endpoints answer 200 with an empty body to mean "nothing here".
  return (text ? JSON.parse(text) : null) as T;
}
