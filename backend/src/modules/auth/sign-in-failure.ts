// Why a sign-in did not complete, in two forms: the reason the person is shown on the landing page
// (`/?signIn=<reason>`), and a log line for the operator naming the provider's error or the network
// cause. Neither ever holds a token, a code, a nonce or anything about the person.
import {
  AuthorizationResponseError,
  ClientError,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
} from 'openid-client';
import { safeDescription } from '#src/shared/logging/safe-description';

/**
 * `cancelled`: the person (or the provider for them) said no. `unavailable`: the provider could not be
 * reached or is failing; try again later. `misconfigured`: the provider refuses Pause's client; only the
 * operator can fix it. `failed`: this attempt is spoilt (forged, expired, replayed); a new one may work.
 */
export type SignInFailureReason = 'cancelled' | 'unavailable' | 'misconfigured' | 'failed';

/** Where in the flow it went wrong, for the log line. */
export type SignInStep = 'discovery' | 'authorization request' | 'callback' | 'token exchange' | 'userinfo';

export class SignInFailure extends Error {
  constructor(
    readonly reason: SignInFailureReason,
    readonly step: SignInStep,
    readonly detail: string,
  ) {
    super(`Sign-in failed at the ${step} (${reason}): ${detail}`);
  }
}

/** OAuth error codes a provider sends that only a change of configuration can cure. */
const MISCONFIGURED = new Set([
  'invalid_client',
  'unauthorized_client',
  'invalid_request',
  'invalid_scope',
  'unsupported_response_type',
  'unsupported_grant_type',
  'invalid_request_uri',
  'invalid_redirect_uri',
]);
const UNAVAILABLE = new Set(['temporarily_unavailable', 'server_error']);
const CANCELLED = new Set(['access_denied', 'login_required', 'consent_required', 'interaction_required']);
const UNREACHABLE_RESPONSES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);
const SPOILT_ATTEMPT_CLAIMS = new Set(['nonce', 'state']);
const MAX_DESCRIPTION = 200;
/** A failed statement's text comes before its cause: room for both. */
const MAX_UNEXPECTED_DESCRIPTION = 600;

export function signInFailureOf(error: unknown, step: SignInStep): SignInFailure {
  if (error instanceof SignInFailure) return error;
  if (error instanceof AuthorizationResponseError) {
    return fromOAuthError('callback', error.error, error.error_description);
  }
  if (error instanceof ResponseBodyError) {
    const failure = fromOAuthError(step, error.error, error.error_description, error.status);
    return error.status >= 500 ? new SignInFailure('unavailable', step, failure.detail) : failure;
  }
  if (error instanceof WWWAuthenticateChallengeError) {
    const parameters = error.cause[0]?.parameters ?? {};
    return fromOAuthError(step, parameters.error ?? 'no error code', parameters.error_description, error.status);
  }
  if (error instanceof ClientError) return fromClientError(error, step);
  const network = networkCause(error);
  if (network) return new SignInFailure('unavailable', step, `the provider could not be reached: ${network}`);
  return new SignInFailure('failed', step, `unexpected ${describeError(error)}`);
}

function fromOAuthError(step: SignInStep, code: string, description?: string, status?: number): SignInFailure {
  const reason: SignInFailureReason = CANCELLED.has(code)
    ? 'cancelled'
    : UNAVAILABLE.has(code)
      ? 'unavailable'
      : MISCONFIGURED.has(code)
        ? 'misconfigured'
        : 'failed';
  const answered = status === undefined ? 'the provider answered' : `the provider answered ${status}`;
  const described = description ? ` error_description="${printable(description)}"` : '';
  return new SignInFailure(reason, step, `${answered} error=${printable(code)}${described}`);
}

function fromClientError(error: ClientError, step: SignInStep): SignInFailure {
  const code = error.code ?? 'no code';
  const cause = error.cause;
  if (code === 'OAUTH_HTTP_REQUEST_FORBIDDEN' || code === 'OAUTH_REQUEST_PROTOCOL_FORBIDDEN') {
    return new SignInFailure('misconfigured', step, `${error.message} (${code})`);
  }
  if (code === 'OAUTH_TIMEOUT')
    return new SignInFailure('unavailable', step, 'the provider could not be reached: no answer in time');
  if (UNREACHABLE_RESPONSES.has(code)) {
    const status = isRecord(cause) && typeof cause.status === 'number' ? ` (HTTP ${cause.status})` : '';
    return new SignInFailure('unavailable', step, `${error.message}${status} (${code})`);
  }
  const network = networkCause(cause);
  if (network) return new SignInFailure('unavailable', step, `the provider could not be reached: ${network}`);
  // Claim and attribute comparisons name the claim in their cause; its values may be secrets: never logged.
  const claim = isRecord(cause) && typeof cause.claim === 'string' ? cause.claim : undefined;
  const attribute = isRecord(cause) && typeof cause.attribute === 'string' ? cause.attribute : undefined;
  const named = claim ?? attribute;
  const what = named
    ? `${error.message} (${code}, ${claim ? 'claim' : 'attribute'} ${named})`
    : `${error.message} (${code})`;
  return new SignInFailure(named && SPOILT_ATTEMPT_CLAIMS.has(named) ? 'failed' : 'misconfigured', step, what);
}

/** "connect ECONNREFUSED 127.0.0.1:4000", "timed out", or undefined when the error is not about the network. */
function networkCause(error: unknown): string | undefined {
  if (isTimeout(error)) return 'no answer in time';
  // Duck-typed, like isTimeout: fetch's errors may come from another realm (Jest's sandbox).
  if (!isRecord(error) || error.name !== 'TypeError' || !isRecord(error.cause)) return undefined;
  const cause = error.cause as { message?: string; code?: string; errors?: { message?: string; code?: string }[] };
  const first = cause.errors?.[0];
  return printable(cause.message || first?.message || cause.code || first?.code || 'network error');
}

/** Duck-typed: a DOMException is not always an instance of this realm's Error. */
function isTimeout(error: unknown): boolean {
  return isRecord(error) && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** An error of ours (a failed statement, say): never the values it was given (safeDescription). */
function describeError(error: unknown): string {
  return error instanceof Error ? printable(safeDescription(error), MAX_UNEXPECTED_DESCRIPTION) : 'error';
}

/** Provider text goes into one log line: no control characters, bounded length. */
function printable(text: string, most = MAX_DESCRIPTION): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f"]/g, ' ');
  return bounded(flat.replace(/ {2,}/g, ' ').trim(), most);
}

/**
 * What a failure says last is often why (a driver's message ends with the database's reason), so a long
 * text keeps its end as well as its beginning.
 */
function bounded(flat: string, most: number): string {
  if (flat.length <= most) return flat;
  const tail = Math.floor(most / 3);
  return `${flat.slice(0, most - tail)} … ${flat.slice(-tail)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
