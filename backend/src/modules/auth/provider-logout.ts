// RP-initiated logout: where Sign Out sends the browser so the provider ends its session too. The ID
// token of the sign-in is kept in the session as the logout's hint: some providers (glewlwyd) only
// return the browser to post_logout_redirect_uri when given it.
import type { Session, SessionData } from 'express-session';
import { type Configuration, buildEndSessionUrl } from 'openid-client';

declare module 'express-session' {
  interface SessionData {
    /** The ID token the person signed in with, sent back to the provider only as id_token_hint. */
    idTokenHint?: string;
  }
}

export function rememberLogoutHint(session: Session & Partial<SessionData>, idToken: string | undefined): void {
  if (idToken) session.idTokenHint = idToken;
}

/** The provider's end-session URL, or undefined when it has none. */
export function providerLogoutUrl(
  configuration: Configuration | undefined,
  clientId: string,
  landingPage: string,
  idTokenHint: string | undefined,
): string | undefined {
  if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
  return buildEndSessionUrl(configuration, {
    client_id: clientId,
    post_logout_redirect_uri: landingPage,
    ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
  }).href;
}
