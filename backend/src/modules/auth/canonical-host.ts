// Sign-in must start on the host name people are meant to use (PUBLIC_URL): the pending sign-in lives
// in a cookie for the host the browser is on, and the provider sends the browser back to PUBLIC_URL's
// callback. So /api/login on any other name (127.0.0.1 for localhost, an old domain) first sends the
// browser to PUBLIC_URL's /api/login. Once only: a proxy that rewrites the Host header would otherwise
// send the browser round for ever, so a request that was already sent over carries on where it is.

/** The query parameter that marks a login already sent to PUBLIC_URL. */
export const SENT_TO_PUBLIC_URL = 'canonical';

export type CanonicalHostDecision =
  | { readonly action: 'continue' }
  | { readonly action: 'redirect'; readonly location: string }
  | { readonly action: 'continue-on-other-host'; readonly host: string };

export function canonicalHostForLogin(
  requestHost: string | undefined,
  publicUrl: string,
  query: Record<string, unknown>,
): CanonicalHostDecision {
  const canonical = new URL(publicUrl);
  if (!requestHost || requestHost.toLowerCase() === canonical.host) return { action: 'continue' };
  if (query[SENT_TO_PUBLIC_URL] !== undefined) return { action: 'continue-on-other-host', host: requestHost };
  return { action: 'redirect', location: `${canonical.origin}/api/login?${SENT_TO_PUBLIC_URL}=1` };
}
