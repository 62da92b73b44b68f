// The OpenID claims Pause reads about a person, merged from the ID token and the userinfo answer.
export interface IdentityClaims {
  readonly sub: string;
  readonly email?: string;
  readonly given_name?: string;
  readonly family_name?: string;
  readonly picture?: string;
}

/** Userinfo wins over the ID token where both speak, and must be about the same subject. */
export function mergeClaims(
  fromIdToken: Record<string, unknown>,
  fromUserinfo: Record<string, unknown> | undefined,
): IdentityClaims {
  if (fromUserinfo?.sub !== undefined && fromUserinfo.sub !== fromIdToken.sub) {
    throw new Error('The userinfo answer is about a different person than the ID token.');
  }
  const merged = { ...fromIdToken, ...(fromUserinfo ?? {}) };
  return {
    sub: String(merged.sub),
    email: optionalString(merged.email),
    given_name: optionalString(merged.given_name),
    family_name: optionalString(merged.family_name),
    picture: optionalString(merged.picture),
  };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
