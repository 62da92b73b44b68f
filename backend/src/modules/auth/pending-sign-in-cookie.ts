// Where a browser's pending sign-ins live between /api/login and /api/callback: a cookie of their own,
// signed with SESSION_SECRET, httpOnly, SameSite=Lax, sent only to /api and gone after ten minutes.
// Nothing is stored on the server until a sign-in completes, so asking to sign in, however often,
// fills no table. What the cookie holds is the browser's own attempt (its state, nonce and PKCE
// verifier); the signature keeps anyone from handing the callback values of their choosing.
import { parse as parseCookies } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { Request, Response } from 'express';
import { PENDING_SIGN_IN_LIFETIME_MS, type PendingSignIn } from './pending-sign-ins';

export const PENDING_SIGN_INS_COOKIE = 'pause.signin';
const COOKIE_PATH = '/api';

export function readPendingSignIns(request: Request, secret: string): PendingSignIn[] {
  const value = parseCookies(request.headers.cookie ?? '')[PENDING_SIGN_INS_COOKIE];
  const payload = value === undefined ? false : unsign(value, secret);
  if (payload === false) return [];
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return Array.isArray(parsed) ? parsed.filter(isPendingSignIn) : [];
  } catch {
    return [];
  }
}

/** Writes what is still pending, or removes the cookie when nothing is. */
export function writePendingSignIns(
  request: Request,
  response: Response,
  pending: readonly PendingSignIn[],
  secret: string,
): void {
  const options = { httpOnly: true, sameSite: 'lax', secure: request.secure, path: COOKIE_PATH } as const;
  if (pending.length === 0) {
    response.clearCookie(PENDING_SIGN_INS_COOKIE, options);
    return;
  }
  const payload = Buffer.from(JSON.stringify(pending), 'utf8').toString('base64url');
  response.cookie(PENDING_SIGN_INS_COOKIE, sign(payload, secret), { ...options, maxAge: PENDING_SIGN_IN_LIFETIME_MS });
}

function isPendingSignIn(value: unknown): value is PendingSignIn {
  const candidate = value as Partial<PendingSignIn> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.state === 'string' &&
    typeof candidate.nonce === 'string' &&
    typeof candidate.codeVerifier === 'string' &&
    typeof candidate.startedAt === 'number'
  );
}
