// Who is signed in: the one reader and the one writer of Pause's sign-in sessions (the
// signed_in_sessions table). A session is a row naming the person, created at sign-in and lasting 30
// days (never extended, so no request writes to it); the browser holds its id in the pause.sid cookie,
// signed with SESSION_SECRET in the format express-session used, so sessions begun before Pause owned
// the table still count. Every request's session is read fresh from the table, so a sign-out on any
// instance counts everywhere from the next request on; requests that arrive together share one
// statement (batchedRead), which keeps the one-second poll cheap.
import { Inject, Injectable } from '@nestjs/common';
import { parse as parseCookies } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { CookieOptions, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config';
import { batchedRead, type ReadOne } from '#src/shared/database/batched-read';
import { Database } from '#src/shared/database/database';
import type { Sql } from '#src/shared/database/sql';

export const SESSION_COOKIE = 'pause.sid';
/** How long a session lasts from sign-in. */
const SESSION_DAYS = 30;
/** The mark of a signed cookie value (express-session's, kept so older cookies still read). */
const SIGNED_PREFIX = 's:';
/** 192 random bits, written as 32 characters: the size of express-session's ids. */
const SESSION_ID_BYTES = 24;
/** Cookie values whose signature was checked, kept so a poll costs no HMAC; about 100 bytes each. */
const MOST_CHECKED_COOKIES = 100_000;

/** What a session ended by sign-out leaves for the provider's logout. */
export interface EndedSession {
  /** The ID token the person signed in with, when OIDC_PROVIDER_LOGOUT kept it. */
  readonly idTokenHint: string | undefined;
}

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
    private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.personInSession = batchedRead(async (sessionIds) => {
      // signed_in_person: the one definition of a session that signs someone in (its migration).
      const rows = await database.query<{ id: string; user_id: string | null }>(
        'select id, signed_in_person(id) as user_id from unnest($1::text[]) as asked(id)',
        [sessionIds],
      );
      return new Map(rows.flatMap((row) => (row.user_id === null ? [] : [[row.id, row.user_id] as const])));
    });
  }

  /** The reader: the signed-in person's id, or undefined without a signed, stored, current session. */
  async personOf(request: IncomingMessage): Promise<string | undefined> {
    const sessionId = this.sessionIdOf(request);
    return sessionId === undefined ? undefined : this.personInSession(sessionId);
  }

  /**
   * The writer, at sign-in: a new session for the person under a new id, in place of the one this
   * browser held (if any), and its cookie. Sessions that have expired are swept out on the way, so the
   * table holds at most the sign-ins of the last 30 days.
   */
  async start(request: Request, response: Response, personId: string, idTokenHint?: string): Promise<void> {
    const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
    await this.database.query(
      `with ended as (delete from signed_in_sessions where id = $4 or expires_at <= now())
       insert into signed_in_sessions (id, user_id, id_token_hint, created_at, expires_at)
       values ($1, $2, $3, now(), now() + make_interval(days => $5))`,
      [id, personId, idTokenHint ?? null, this.sessionIdOf(request) ?? null, SESSION_DAYS],
    );
    response.cookie(SESSION_COOKIE, SIGNED_PREFIX + sign(id, this.secret()), {
      ...cookieOptions(request),
      maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
    });
  }

  /**
   * The writer, at sign-out: this browser's session ends (on every instance at once) and its cookie is
   * cleared. Answers what the session leaves for the provider's logout, or undefined when the browser
   * was not signed in.
   */
  async end(request: Request, response: Response): Promise<EndedSession | undefined> {
    response.clearCookie(SESSION_COOKIE, cookieOptions(request));
    const id = this.sessionIdOf(request);
    if (id === undefined) return undefined;
    const [ended] = await this.database.query<{ id_token_hint: string | null; current: boolean }>(
      'delete from signed_in_sessions where id = $1 returning id_token_hint, expires_at > now() as current',
      [id],
    );
    return ended?.current ? { idTokenHint: ended.id_token_hint ?? undefined } : undefined;
  }

  /**
   * The session id the request's cookie carries, its signature checked, or undefined. The one-second
   * poll takes it to its one statement, which asks signed_in_person along with what it reads.
   */
  sessionIdOf(request: IncomingMessage): string | undefined {
    const cookieHeader = request.headers.cookie;
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

  /** createApp refuses to start without it. */
  private secret(): string {
    if (!this.config.sessionSecret) throw new Error('SESSION_SECRET is not set.');
    return this.config.sessionSecret;
  }
}

/**
 * Ends every session of the person, on every device, inside the caller's transaction: for account
 * erasure, which forgets them.
 */
export async function endEverySessionOf(sql: Sql, personId: string): Promise<void> {
  await sql.query('delete from signed_in_sessions where user_id = $1', [personId]);
}

/** httpOnly, SameSite=Lax, and Secure whenever the request came over HTTPS (as TRUST_PROXY lets Express tell). */
function cookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/' };
}
