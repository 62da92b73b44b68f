// The OpenID claims Pause reads about a person, merged from the ID token and the userinfo answer.
export interface IdentityClaims {
  readonly sub: string;
  readonly email?: string;
  /** The provider checked the person owns `email`; only then does it count for ADMIN_EMAILS. */
  readonly email_verified: boolean;
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
  // Whether the email is verified is said by the answer the email came from, and only for that email.
  const emailSource = optionalString(fromUserinfo?.email) !== undefined ? fromUserinfo! : fromIdToken;
  return {
    sub: String(merged.sub),
    email: optionalString(merged.email),
    email_verified: optionalString(merged.email) !== undefined && isTrue(emailSource.email_verified),
    given_name: optionalString(merged.given_name),
    family_name: optionalString(merged.family_name),
    picture: optionalString(merged.picture),
  };
}

/** A boolean claim; some providers send it as the string "true". */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
