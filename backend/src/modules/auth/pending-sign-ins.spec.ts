import { PENDING_SIGN_IN_LIFETIME_MS, type PendingSignIn, rememberSignIn, takeSignIn } from './pending-sign-ins';

const started = (state: string, startedAt = 0): PendingSignIn => ({
  state,
  nonce: `nonce-${state}`,
  codeVerifier: `verifier-${state}`,
  startedAt,
});

describe('the sign-ins a browser has started', () => {
  it('gives a callback back the sign-in its state names', () => {
    const pending = rememberSignIn([], started('a'), 0);
    expect(takeSignIn(pending, 'a', 1_000).taken).toEqual(started('a'));
  });

  it('gives each sign-in back only once', () => {
    const { remaining } = takeSignIn(rememberSignIn([], started('a'), 0), 'a', 1_000);
    expect(remaining).toEqual([]);
    expect(takeSignIn(remaining, 'a', 1_000).taken).toBeUndefined();
  });

  it('keeps two tabs apart', () => {
    const pending = rememberSignIn(rememberSignIn([], started('first'), 0), started('second'), 0);
    const first = takeSignIn(pending, 'first', 1_000);
    expect(first.taken?.nonce).toBe('nonce-first');
    expect(takeSignIn(first.remaining, 'second', 1_000).taken?.nonce).toBe('nonce-second');
  });

  it('knows nothing of a state it never gave out', () => {
    const pending = rememberSignIn([], started('a'), 0);
    expect(takeSignIn(pending, 'forged', 1_000)).toEqual({ taken: undefined, remaining: pending });
    expect(takeSignIn(pending, ['a'], 1_000).taken).toBeUndefined();
    expect(takeSignIn([], 'a', 1_000).taken).toBeUndefined();
  });

  it('forgets a sign-in left unfinished for ten minutes', () => {
    const pending = rememberSignIn([], started('a'), 0);
    expect(takeSignIn(pending, 'a', PENDING_SIGN_IN_LIFETIME_MS)).toEqual({ taken: undefined, remaining: [] });
    expect(rememberSignIn(pending, started('b', PENDING_SIGN_IN_LIFETIME_MS), PENDING_SIGN_IN_LIFETIME_MS)).toEqual([
      started('b', PENDING_SIGN_IN_LIFETIME_MS),
    ]);
  });

  it('keeps at most five pending, the newest', () => {
    let pending: PendingSignIn[] = [];
    for (const state of ['1', '2', '3', '4', '5', '6']) pending = rememberSignIn(pending, started(state), 0);
    expect(pending.map((signIn) => signIn.state)).toEqual(['2', '3', '4', '5', '6']);
  });
});
