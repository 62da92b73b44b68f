// Cookie sessions: httpOnly, SameSite=Lax, Secure whenever the request came over HTTPS; stored in
// PostgreSQL, or in Redis when REDIS_URL is set. A session lasts 30 days from sign-in: the cookie is
// set once (not rolling), so the store is never touched on a request, which keeps the one-second
// poll to a single read of the session.
import connectPgSimple from 'connect-pg-simple';
import RedisStore from 'connect-redis';
import session, { type Store } from 'express-session';
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { Pool } from 'pg';

export const SESSION_COOKIE = 'pause.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionStore {
  readonly store: Store;
  readonly description: string;
  close(): Promise<void>;
}

export function postgresSessionStore(databaseUrl: string): SessionStore {
  const pool = new Pool({ connectionString: databaseUrl, max: 4 });
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'http_sessions', createTableIfMissing: false, disableTouch: true });
  return {
    store,
    description: 'PostgreSQL',
    async close() {
      store.close();
      await pool.end();
    },
  };
}

export function redisSessionStore(redisUrl: string): SessionStore {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  return {
    store: new RedisStore({ client, prefix: 'pause:session:', disableTouch: true }),
    description: 'Redis',
    async close() {
      await client.quit();
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
