// Where sign-in sessions are kept: Redis when REDIS_URL is set, else the app's PostgreSQL.
import type { AppConfig } from '../config/app-config';
import { type SessionStore, postgresSessionStore, redisSessionStore } from '../modules/auth/http-session';

export type { SessionStore };

export function sessionStoreFor(config: Pick<AppConfig, 'redisUrl'>, databaseUrl: string): SessionStore {
  return config.redisUrl ? redisSessionStore(config.redisUrl) : postgresSessionStore(databaseUrl);
}
