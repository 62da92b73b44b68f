import {
  AuthorizationResponseError,
  ClientError,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
} from 'openid-client';
import { signInFailureOf } from './sign-in-failure';

const providerSent = (parameters: Record<string, string>) =>
  new AuthorizationResponseError('authorization response from the server is an error', {
    cause: new URLSearchParams(parameters),
  });
const tokenEndpointAnswered = (status: number, body: { error: string; error_description?: string }) =>
  new ResponseBodyError('server responded with an error in the response body', {
    cause: body,
    response: new Response(JSON.stringify(body), { status }),
  });
const unreachable = (message: string) => new TypeError('fetch failed', { cause: new Error(message) });

describe('why a sign-in did not complete', () => {
  it('calls a refusal at the provider cancelled', () => {
    const failure = signInFailureOf(providerSent({ error: 'access_denied' }), 'callback');
    expect(failure.reason).toBe('cancelled');
    expect(failure.message).toBe(
      'Sign-in failed at the callback (cancelled): the provider answered error=access_denied',
    );
  });

  it('calls a request the provider refuses misconfigured, and logs its words', () => {
    const failure = signInFailureOf(
      providerSent({ error: 'invalid_request', error_description: 'nonce required' }),
      'callback',
    );
    expect(failure.reason).toBe('misconfigured');
    expect(failure.detail).toBe('the provider answered error=invalid_request error_description="nonce required"');
  });

  it('calls a wrong client secret misconfigured, with or without a WWW-Authenticate challenge', () => {
    expect(
      signInFailureOf(tokenEndpointAnswered(403, { error: 'unauthorized_client' }), 'token exchange'),
    ).toMatchObject({
      reason: 'misconfigured',
      detail: 'the provider answered 403 error=unauthorized_client',
    });
    const challenge = new WWWAuthenticateChallengeError('server responded with a challenge', {
      cause: [
        { scheme: 'basic', parameters: { error: 'invalid_client', error_description: 'client authentication failed' } },
      ],
      response: new Response(null, { status: 401 }),
    });
    expect(signInFailureOf(challenge, 'token exchange')).toMatchObject({
      reason: 'misconfigured',
      detail: 'the provider answered 401 error=invalid_client error_description="client authentication failed"',
    });
  });

  it('calls a code that is spent or forged a failed attempt, worth trying again', () => {
    expect(signInFailureOf(tokenEndpointAnswered(400, { error: 'invalid_grant' }), 'token exchange').reason).toBe(
      'failed',
    );
  });

  it('calls a provider that fails or cannot be reached unavailable, naming the network cause', () => {
    expect(signInFailureOf(tokenEndpointAnswered(503, { error: 'whatever' }), 'token exchange').reason).toBe(
      'unavailable',
    );
    expect(signInFailureOf(providerSent({ error: 'temporarily_unavailable' }), 'callback').reason).toBe('unavailable');
    const refused = signInFailureOf(unreachable('connect ECONNREFUSED 127.0.0.1:4000'), 'token exchange');
    expect(refused).toMatchObject({
      reason: 'unavailable',
      detail: 'the provider could not be reached: connect ECONNREFUSED 127.0.0.1:4000',
    });
    const timedOut = new ClientError('operation timed out', {
      cause: new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      code: 'OAUTH_TIMEOUT',
    } as ErrorOptions);
    expect(signInFailureOf(timedOut, 'discovery').detail).toBe('the provider could not be reached: no answer in time');
  });

  it('names the claim that did not match but never its value', () => {
    const nonceMismatch = new ClientError('unexpected JWT claim value encountered', {
      cause: { claim: 'nonce', expected: 'secret-nonce-value', body: { nonce: 'other' } },
      code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
    } as ErrorOptions);
    const failure = signInFailureOf(nonceMismatch, 'token exchange');
    expect(failure.reason).toBe('failed');
    expect(failure.message).toContain('claim nonce');
    expect(failure.message).not.toContain('secret-nonce-value');
    const wrongAudience = new ClientError('unexpected JWT claim value encountered', {
      cause: { claim: 'aud', expected: 'pause' },
      code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
    } as ErrorOptions);
    expect(signInFailureOf(wrongAudience, 'token exchange').reason).toBe('misconfigured');
  });

  it('keeps what a provider wrote to one bounded line', () => {
    const failure = signInFailureOf(
      providerSent({ error: 'invalid_scope', error_description: `line one\nline "two"${'x'.repeat(500)}` }),
      'callback',
    );
    expect(failure.message).not.toMatch(/[\n"]two/);
    expect(failure.detail.length).toBeLessThan(300);
  });

  it("names an unexpected error of Pause's own without the values of a failed statement", () => {
    const failed = new Error(
      "insert into users (id, email, first_name) values ('b0a3', 'sam.lee@example.com', 'Sam') - refused by a trigger",
    );
    failed.name = 'DriverException';
    const { reason, message } = signInFailureOf(failed, 'callback');
    expect(reason).toBe('failed');
    expect(message).toBe(
      "Sign-in failed at the callback (failed): unexpected DriverException: insert into users (id, email, first_name) values ('…', '…', '…') - refused by a trigger",
    );
  });
});
