import { describe, expect, it } from 'vitest';
import { FRIEND_INVITATION_OPEN_DAYS, isFriendInvitationOpen } from './friend-invitations';

const SENT = Date.parse('2026-11-01T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('a friend request to an address with no account', () => {
  it('waits 30 days for that person to sign up', () => {
    expect(FRIEND_INVITATION_OPEN_DAYS).toBe(30);
    expect(isFriendInvitationOpen(SENT, SENT)).toBe(true);
    expect(isFriendInvitationOpen(SENT, SENT + 30 * DAY - 1)).toBe(true);
  });

  it('lapses once the 30 days have passed', () => {
    expect(isFriendInvitationOpen(SENT, SENT + 30 * DAY)).toBe(false);
    expect(isFriendInvitationOpen(SENT, SENT + 31 * DAY)).toBe(false);
  });
});
