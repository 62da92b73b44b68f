// Where the OpenID provider's endpoints are: discovered from an external issuer, or known for the
// development provider mounted under /oidc.
export interface OidcEndpoints {
  readonly issuer: string;
  readonly authorizationURL: string;
  readonly tokenURL: string;
  readonly userInfoURL: string;
}

export const OIDC_ENDPOINTS = Symbol('OIDC_ENDPOINTS');

export async function discoverOidcEndpoints(issuerUrl: string): Promise<OidcEndpoints> {
  const url = `${issuerUrl.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let document: Record<string, unknown>;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    document = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`Could not read the OpenID configuration at ${url}: ${(error as Error).message}`);
  }
  return {
    issuer: requiredString(document, 'issuer', url),
    authorizationURL: requiredString(document, 'authorization_endpoint', url),
    tokenURL: requiredString(document, 'token_endpoint', url),
    userInfoURL: requiredString(document, 'userinfo_endpoint', url),
  };
}

/** oidc-provider's default routes under its issuer. */
export function developmentProviderEndpoints(issuer: string): OidcEndpoints {
  return {
    issuer,
    authorizationURL: `${issuer}/auth`,
    tokenURL: `${issuer}/token`,
    userInfoURL: `${issuer}/me`,
  };
}

function requiredString(document: Record<string, unknown>, key: string, url: string): string {
  const value = document[key];
  if (typeof value !== 'string') throw new Error(`The OpenID configuration at ${url} has no ${key}.`);
  return value;
}
