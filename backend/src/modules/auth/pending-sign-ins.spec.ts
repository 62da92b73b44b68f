import type { Session, SessionData } from 'express-session';
import { PENDING_SIGN_IN_LIFETIME_MS, type PendingSignIn, rememberSignIn, takeSignIn } from './pending-sign-ins';

const started = (state: string, startedAt = 0): PendingSignIn => ({
  state,
  nonce: `nonce-${state}`,
  codeVerifier: `verifier-${state}`,
  startedAt,
});
const newSession = () => ({}) as Session & Partial<SessionData>;

describe('the sign-ins a browser has started', () => {
  it('gives a callback back the sign-in its state names', () => {
    const session = newSession();
    rememberSignIn(session, started('a'));
    expect(takeSignIn(session, 'a', 1_000)).toEqual(started('a'));
  });

  it('gives each sign-in back only once', () => {
    const session = newSession();
    rememberSignIn(session, started('a'));
    takeSignIn(session, 'a', 1_000);
    expect(takeSignIn(session, 'a', 1_000)).toBeUndefined();
  });

  it('keeps two tabs apart', () => {
    const session = newSession();
    rememberSignIn(session, started('first'));
    rememberSignIn(session, started('second'));
    expect(takeSignIn(session, 'first', 1_000)?.nonce).toBe('nonce-first');
    expect(takeSignIn(session, 'second', 1_000)?.nonce).toBe('nonce-second');
  });

  it('knows nothing of a state it never gave out', () => {
    const session = newSession();
    rememberSignIn(session, started('a'));
    expect(takeSignIn(session, 'forged', 1_000)).toBeUndefined();
    expect(takeSignIn(session, ['a'], 1_000)).toBeUndefined();
    expect(takeSignIn(newSession(), 'a', 1_000)).toBeUndefined();
  });

  it('forgets a sign-in left unfinished for ten minutes', () => {
    const session = newSession();
    rememberSignIn(session, started('a'));
    expect(takeSignIn(session, 'a', PENDING_SIGN_IN_LIFETIME_MS)).toBeUndefined();
    expect(session.pendingSignIns).toEqual([]);
  });

  it('keeps at most five pending, the newest', () => {
    const session = newSession();
    for (const state of ['1', '2', '3', '4', '5', '6']) rememberSignIn(session, started(state));
    expect(session.pendingSignIns?.map((pending) => pending.state)).toEqual(['2', '3', '4', '5', '6']);
  });
});
