// What Pause knows about an OpenID provider besides its discovery document: the development
// provider's routes (it is mounted in this very process, so there is nothing to discover), and which
// client authentication method to use at a provider's token endpoint.
import { type ClientAuth, ClientSecretPost, type ServerMetadata } from 'openid-client';

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

/** How the development provider signs ID tokens (dev-oidc/dev-oidc-provider.ts says why). */
export const DEV_ID_TOKEN_ALGORITHM = 'ES256';

/** oidc-provider's default routes under the development provider's issuer. */
export function developmentProviderMetadata(issuer: string): ServerMetadata {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/me`,
    jwks_uri: `${issuer}/jwks`,
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: [DEV_ID_TOKEN_ALGORITHM],
  };
}

/**
 * The provider's first choice among those Pause has a secret for: client_secret_basic when offered
 * (or when the document names none: it is the specification's default), else client_secret_post.
 */
export function clientAuthMethodFor(
  metadata: Pick<ServerMetadata, 'token_endpoint_auth_methods_supported'>,
): ClientAuthMethod {
  const offered = metadata.token_endpoint_auth_methods_supported;
  if (!offered || offered.includes('client_secret_basic')) return 'client_secret_basic';
  return offered.includes('client_secret_post') ? 'client_secret_post' : 'client_secret_basic';
}

/**
 * client_secret_basic with the id and secret form-encoded (RFC 6749, 2.3.1) the way HTML forms do it:
 * only what must be escaped is. openid-client also escapes unreserved characters such as "-", which is
 * allowed but which glewlwyd does not decode, so a secret like "abc-def" was refused there.
 */
export function basicCredentials(clientId: string, clientSecret: string): string {
  const encoded = `${formEncoded(clientId)}:${formEncoded(clientSecret)}`;
  return `Basic ${Buffer.from(encoded).toString('base64')}`;
}

function formEncoded(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice('v='.length);
}

function ClientSecretBasic(clientSecret: string): ClientAuth {
  return (_server, client, _body, headers) =>
    headers.set('authorization', basicCredentials(client.client_id, clientSecret));
}

/** Authenticates with the method the provider's metadata offers, read when the token endpoint is called. */
export function clientAuthFromMetadata(clientSecret: string): ClientAuth {
  const basic = ClientSecretBasic(clientSecret);
  const post = ClientSecretPost(clientSecret);
  return (server, client, body, headers) =>
    (clientAuthMethodFor(server) === 'client_secret_post' ? post : basic)(server, client, body, headers);
}
