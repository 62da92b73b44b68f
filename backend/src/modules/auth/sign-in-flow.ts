// The authorization-code flow with openid-client: always state, nonce and PKCE (S256); the claims of
// the ID token completed from the userinfo answer when the provider has a userinfo endpoint.
import {
  type Configuration,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import { type IdentityClaims, mergeClaims } from './identity-claims';
import type { PendingSignIn } from './pending-sign-ins';
import { signInFailureOf } from './sign-in-failure';

export const SIGN_IN_SCOPE = 'openid profile email';

export interface AuthorizationRequest {
  readonly url: URL;
  readonly pending: PendingSignIn;
}

export async function authorizationRequest(
  configuration: Configuration,
  redirectUri: string,
  now: number,
  extra: Record<string, string> = {},
): Promise<AuthorizationRequest> {
  const pending: PendingSignIn = {
    state: randomState(),
    nonce: randomNonce(),
    codeVerifier: randomPKCECodeVerifier(),
    startedAt: now,
  };
  const url = buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SIGN_IN_SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url, pending };
}

export interface CompletedSignIn {
  readonly claims: IdentityClaims;
  /** Kept only as the hint of a later RP-initiated logout. */
  readonly idToken?: string;
}

/** Checks the callback against the pending sign-in, exchanges the code, and reads who the person is. */
export async function completeSignIn(
  configuration: Configuration,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<CompletedSignIn> {
  const tokens = await authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    pkceCodeVerifier: pending.codeVerifier,
  }).catch((error: unknown) => {
    throw signInFailureOf(error, 'token exchange');
  });
  const fromIdToken = tokens.claims();
  if (!fromIdToken) throw signInFailureOf(new Error('the token endpoint sent no ID token'), 'token exchange');
  const fromUserinfo = configuration.serverMetadata().userinfo_endpoint
    ? await fetchUserInfo(configuration, tokens.access_token, fromIdToken.sub).catch((error: unknown) => {
        throw signInFailureOf(error, 'userinfo');
      })
    : undefined;
  return { claims: mergeClaims(fromIdToken, fromUserinfo), idToken: tokens.id_token };
}
