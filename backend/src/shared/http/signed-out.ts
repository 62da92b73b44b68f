/** What a request without a signed-in session is told (401), wherever it is refused. */
export const SIGNED_OUT_MESSAGE = 'You are signed out. Sign in to continue.';
