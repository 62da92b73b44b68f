// How long a friend request to an address with no Pause account waits for that person to sign up
// (docs/decisions.md, "A request to an address with no account"). After it, the request lapses.

/** Days a request to an email with no account stays open for someone who signs up with that email. */
export const FRIEND_INVITATION_OPEN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a request sent at `sentAtMs` to an address with no account is still open at `atMs`. */
export function isFriendInvitationOpen(sentAtMs: number, atMs: number): boolean {
  return atMs < sentAtMs + FRIEND_INVITATION_OPEN_DAYS * DAY_MS;
}
