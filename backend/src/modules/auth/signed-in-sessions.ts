// Who a request's session cookie names. The cookie holds the session id signed with SESSION_SECRET
// (as express-session writes it); the person is read from the session table for every request, so
// a sign-out on any instance counts on every instance from the next request on. Requests that arrive
// together share one statement (batchedRead), which keeps the one-second poll cheap.
import { Database } from '../../shared/database/database';
import { Inject, Injectable } from '@nestjs/common';
import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type { IncomingMessage } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { batchedRead, type ReadOne } from '../../shared/database/batched-read';
import { SESSION_COOKIE, SESSION_TABLE } from './http-session';

/** express-session's mark of a signed cookie value. */
const SIGNED_PREFIX = 's:';
/** Cookie values whose signature was checked, kept so a poll costs no HMAC; about 100 bytes each. */
const MOST_CHECKED_COOKIES = 100_000;

@Injectable()
export class SignedInSessions {
  private readonly personInSession: ReadOne<string, string>;
  /**
   * Session ids by the signed cookie value that carries them. A signature's check depends on nothing
   * but the value and the secret, so its answer never goes stale; whether the session still counts is
   * read from the table on every request all the same.
   */
  private readonly checkedCookies = new Map<string, string>();

  constructor(
    database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const sql = database;
    this.personInSession = batchedRead(async (sessionIds) => {
      // passport keeps the signed-in person's id under "passport.user" (see SessionSerializer).
      const rows = (await sql.query(
        `select sid, sess -> 'passport' ->> 'user' as person_id from ${SESSION_TABLE}
          where sid = any($1::varchar[]) and expire >= now()`,
        [sessionIds],
      )) as { sid: string; person_id: string | null }[];
      return new Map(rows.flatMap((row) => (row.person_id ? [[row.sid, row.person_id] as const] : [])));
    });
  }

  /** The signed-in person's id, or undefined without a valid, signed-in session. */
  async personOf(request: IncomingMessage): Promise<string | undefined> {
    const sessionId = this.sessionIdIn(request.headers.cookie);
    return sessionId === undefined ? undefined : this.personInSession(sessionId);
  }

  private sessionIdIn(cookieHeader: string | undefined): string | undefined {
    if (!cookieHeader || !this.config.sessionSecret) return undefined;
    const value = parseCookies(cookieHeader)[SESSION_COOKIE];
    if (!value?.startsWith(SIGNED_PREFIX)) return undefined;
    const checked = this.checkedCookies.get(value);
    if (checked !== undefined) return checked;
    const sessionId = unsign(value.slice(SIGNED_PREFIX.length), this.config.sessionSecret);
    if (sessionId === false) return undefined;
    if (this.checkedCookies.size >= MOST_CHECKED_COOKIES) this.checkedCookies.clear();
    this.checkedCookies.set(value, sessionId);
    return sessionId;
  }
}
