// Signs a person in over HTTP the way a browser does: /api/login, the provider's sign-in page,
// the callback. Works whether the provider is mounted in the app or runs elsewhere.
import request, { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

export interface TestIdentity {
  readonly email: string;
  readonly givenName: string;
  readonly familyName?: string;
}

const MAX_HOPS = 12;

export interface SignInAttempt {
  /** Where the app sent the browser at the end: `/` when signed in, `/?signIn=<reason>` when not. */
  readonly landing: URL;
  /** The app's last answer (the callback's, when it got that far), which carries the session cookie. */
  readonly response: Response;
}

export interface SignInAttemptOptions {
  /** Runs when the provider sends the browser back to the app's callback, before the app is asked. */
  readonly beforeCallback?: (callback: URL) => Promise<void>;
  /** The app's answer to /api/login, when the test asked for it itself (with headers of its own, say). */
  readonly login?: Response;
}

/**
 * @param app an agent for the app (its cookie jar becomes the signed-in session)
 * @param appOrigin the app's public origin, as its redirects name it
 * @returns the callback's answer, which carries the signed-in session cookie
 */
export async function signIn(app: TestAgent, appOrigin: string, identity: TestIdentity): Promise<Response> {
  const { landing, response } = await attemptSignIn(app, appOrigin, identity);
  if (landing.search !== '') throw new Error(`Sign-in ended at ${landing.href}`);
  return response;
}

/** Goes through a sign-in as a browser would, to wherever it ends, even on a failure. */
export async function attemptSignIn(
  app: TestAgent,
  appOrigin: string,
  identity: TestIdentity,
  options: SignInAttemptOptions = {},
): Promise<SignInAttempt> {
  const providerAgents = new Map<string, TestAgent>();
  const agentFor = (url: URL): TestAgent => {
    if (url.origin === appOrigin) return app;
    const agent = providerAgents.get(url.origin) ?? request.agent(url.origin);
    providerAgents.set(url.origin, agent);
    return agent;
  };

  let response = options.login ?? (await app.get('/api/login'));
  let current = new URL('/api/login', appOrigin);
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (response.status === 200 && /<form/.test(response.text)) {
      response = await agentFor(current)
        .post(current.pathname + current.search)
        .type('form')
        .send({ email: identity.email, givenName: identity.givenName, familyName: identity.familyName ?? '' });
      continue;
    }
    const location = response.headers.location as string | undefined;
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`Sign-in stopped at ${current.href} with ${response.status}: ${response.text.slice(0, 300)}`);
    }
    current = new URL(location, current);
    if (current.origin === appOrigin && current.pathname === '/') return { landing: current, response };
    if (current.origin === appOrigin && current.pathname === '/api/callback') await options.beforeCallback?.(current);
    response = await agentFor(current).get(current.pathname + current.search);
  }
  throw new Error('Sign-in did not finish within the expected number of redirects.');
}

/** The `pause.sid=…` pair a sign-in's callback set: the Cookie header of the signed-in session. */
export function sessionCookieOf(callback: Response): string {
  const pair = ([callback.headers['set-cookie'] ?? []].flat() as string[])
    .map((header) => header.split(';')[0])
    .find((cookie) => cookie.startsWith('pause.sid='));
  if (!pair) throw new Error('Signing in set no pause.sid cookie.');
  return pair;
}
