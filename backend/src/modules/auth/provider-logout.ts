// RP-initiated logout: where Sign Out sends the browser so the provider ends its session too. The ID
// token of the sign-in is kept with the session (signed_in_sessions.id_token_hint) as the logout's
// hint: some providers (glewlwyd) only return the browser to post_logout_redirect_uri when given it.
import { type Configuration, buildEndSessionUrl } from 'openid-client';

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
