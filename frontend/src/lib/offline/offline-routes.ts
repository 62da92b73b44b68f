// What the service worker may answer for the server, and what it must leave to it: the rules the worker
// (src/service-worker/) and the page share, as plain functions (docs/decisions.md, "Offline").

/** Cache Storage's cache of the API's last answers, one person's at a time. */
export const API_ANSWERS_CACHE = 'pause-api-answers';

/**
 * Paths the server answers itself, never the app's page: the API (sign-in, sign-out, the export, the
 * API's docs), the health checks, the development OpenID provider and the operators' queue board
 * (backend/src/bootstrap/create-app.ts serves the app everywhere else).
 */
const SERVER_OWNED_PREFIXES = ['/api', '/health', '/oidc', '/admin/queues'];

/** Navigations the worker forgets every cached answer for: a person signs in or out here. */
const SIGN_IN_OR_OUT_PATHS = ['/api/login', '/api/callback', '/api/logout'];

/** Reads that are never kept: the export is a download of everything, and the docs are not data. */
const NEVER_CACHED_PREFIXES = ['/api/export', '/api/docs', '/api/login', '/api/callback', '/api/logout'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A path the server owns: a navigation there always reaches it, never the app's fallback page. */
export function isServerOwnedPath(pathname: string): boolean {
  return SERVER_OWNED_PREFIXES.some((prefix) => under(pathname, prefix));
}

/** The navigations that sign a person in or out (and so change whose data this device may show). */
export function isSignInOrOut(pathname: string): boolean {
  return SIGN_IN_OR_OUT_PATHS.some((path) => under(pathname, path));
}

/**
 * An API read whose last answer is kept for when the server cannot be reached: a GET the page makes
 * with fetch (not a navigation) under /api, but the export, the docs and the sign-in paths.
 */
export function isCachedApiRead(request: { method: string; mode: string; url: string }, origin: string): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !under(url.pathname, '/api')) return false;
  return !NEVER_CACHED_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix));
}

/** Messages between the page and the worker. */
export const WORKER_MESSAGES = {
  /** Page → worker: forget every cached API answer (the account is gone, or a person signs out). */
  forgetApiAnswers: 'pause:forget-api-answers',
  /** Worker → page: an API read reached the server, or could not (the answer shown, if any, is the cache's). */
  serverReached: 'pause:server-reached',
  serverUnreachable: 'pause:server-unreachable',
} as const;
