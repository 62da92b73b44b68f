// The sign-ins a browser has started and not finished, kept in its session between /api/login and
// /api/callback: each one's state, nonce and PKCE code verifier. A callback takes its own by state, once;
// a few may be pending at a time (two tabs, a double click), and none for longer than ten minutes.
import type { Session, SessionData } from 'express-session';

export interface PendingSignIn {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  /** Milliseconds since the epoch, from the app's clock. */
  readonly startedAt: number;
}

declare module 'express-session' {
  interface SessionData {
    pendingSignIns?: PendingSignIn[];
  }
}

const MAX_PENDING = 5;
export const PENDING_SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

type SignInSession = Session & Partial<SessionData>;

export function rememberSignIn(session: SignInSession, pending: PendingSignIn): void {
  session.pendingSignIns = [...(session.pendingSignIns ?? []), pending].slice(-MAX_PENDING);
}

/** The pending sign-in this callback's state names, removed so it cannot be used twice; undefined if none or expired. */
export function takeSignIn(session: SignInSession, state: unknown, now: number): PendingSignIn | undefined {
  const pending = session.pendingSignIns ?? [];
  const found = typeof state === 'string' ? pending.find((candidate) => candidate.state === state) : undefined;
  session.pendingSignIns = pending.filter(
    (candidate) => candidate !== found && now - candidate.startedAt < PENDING_SIGN_IN_LIFETIME_MS,
  );
  return found && now - found.startedAt < PENDING_SIGN_IN_LIFETIME_MS ? found : undefined;
}
