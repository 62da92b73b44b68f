// What happens when the session turns out to be gone: say so once, then send
// the browser to sign in again.

const REDIRECT_DELAY_MS = 500;

type UnauthorizedEffects = {
  notify: () => void;
  redirect: () => void;
  delayMs?: number;
};

/**
 * Several reads can fail with 401 at the same moment (the timer poll alone
 * does so every second), so only the first one speaks and redirects.
 */
export function createUnauthorizedHandler({ notify, redirect, delayMs = REDIRECT_DELAY_MS }: UnauthorizedEffects) {
  let handled = false;
  return function handleUnauthorized() {
    if (handled) return;
    handled = true;
    notify();
    window.setTimeout(redirect, delayMs);
  };
}
