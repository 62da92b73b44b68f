// Cookie sessions: httpOnly, SameSite=Lax, Secure whenever the request came over HTTPS, stored in the
// app's PostgreSQL (the http_sessions table), so a session is valid on every instance at once and
// outlives any Redis outage. A session lasts 30 days from sign-in: the cookie is set once (not
// rolling), so no request ever writes to the store.
//
// express-session runs only on the routes of the sign-in flow that create and end sessions.
// Every other request learns who is signed in from SignedInSessions, one fresh read of this table.
import connectPgSimple from 'connect-pg-simple';
import session, { type Store } from 'express-session';
import type { RequestHandler } from 'express';
import { Pool } from 'pg';
import { REQUEST_TIMEOUTS, REQUEST_TIMEOUT_SETTINGS } from '../../shared/database/request-timeouts';

export const SESSION_COOKIE = 'pause.sid';
export const SESSION_TABLE = 'http_sessions';
/**
 * The API routes that run express-session: the callback, which creates a session once sign-in has
 * completed, and sign-out, which ends it. /api/login does not: a sign-in's pending state lives in a
 * cookie of its own until then (pending-sign-in-cookie.ts), so asking to sign in stores nothing.
 */
export const SESSION_FLOW_ROUTES = ['callback', 'logout'] as const;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionStore {
  readonly store: Store;
  close(): Promise<void>;
}

export function postgresSessionStore(databaseUrl: string): SessionStore {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: REQUEST_TIMEOUTS.acquireConnectionMs,
    ...REQUEST_TIMEOUT_SETTINGS,
  });
  // An idle connection dropped by the server is discarded by the pool; the next session read opens another.
  pool.on('error', () => undefined);
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, disableTouch: true });
  return {
    store,
    async close() {
      store.close();
      await pool.end();
    },
  };
}

export function sessionMiddleware(secret: string, store: Store): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: THIRTY_DAYS_MS },
  });
}
