// The sign-ins a browser has started and not finished, between /api/login and /api/callback: each
// one's state, nonce and PKCE code verifier. A callback takes its own by state, once; a few may be
// pending at a time (two tabs, a double click), and none for longer than ten minutes. They travel in
// a cookie of their own (pending-sign-in-cookie.ts), never in the session store.
export interface PendingSignIn {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  /** Milliseconds since the epoch, in real time. */
  readonly startedAt: number;
}

const MAX_PENDING = 5;
export const PENDING_SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

/** The sign-ins still pending once this one has started: the newest five, none expired. */
export function rememberSignIn(
  pending: readonly PendingSignIn[],
  started: PendingSignIn,
  now: number,
): PendingSignIn[] {
  return [...unexpired(pending, now), started].slice(-MAX_PENDING);
}

export interface TakenSignIn {
  /** The pending sign-in the callback's state names; undefined if none, or expired. */
  readonly taken?: PendingSignIn;
  /** What stays pending: the others, none expired. */
  readonly remaining: PendingSignIn[];
}

/** Takes the pending sign-in this callback's state names, so it cannot be used twice. */
export function takeSignIn(pending: readonly PendingSignIn[], state: unknown, now: number): TakenSignIn {
  const current = unexpired(pending, now);
  const taken = typeof state === 'string' ? current.find((candidate) => candidate.state === state) : undefined;
  return { taken, remaining: current.filter((candidate) => candidate !== taken) };
}

function unexpired(pending: readonly PendingSignIn[], now: number): PendingSignIn[] {
  return pending.filter((candidate) => now - candidate.startedAt < PENDING_SIGN_IN_LIFETIME_MS);
}
