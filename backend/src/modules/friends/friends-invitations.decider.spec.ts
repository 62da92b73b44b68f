import { scenarioFor } from '#src/shared/testing/decider-scenario';
import { type FriendInvitationsCommand, friendInvitationsDecider } from './friends-invitations.decider';
import type { FriendInvitationEvent } from './friends.events';

const given = scenarioFor(friendInvitationsDecider);
const SENT = new Date('2026-11-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const days = (n: number) => new Date(SENT.getTime() + n * DAY);
const ALEX = 'a1a1a1a1-0000-4000-8000-000000000001';
const KIM = 'c3c3c3c3-0000-4000-8000-000000000003';
const FIRST = 'f0000000-0000-4000-8000-000000000001';
const SECOND = 'f0000000-0000-4000-8000-000000000002';

const invite = (email: string, now = SENT, requestId = FIRST): FriendInvitationsCommand => ({
  type: 'InviteFriend',
  data: { requestId, requesterId: ALEX, email, now },
});
const withdraw = (now = SENT, requestId = FIRST): FriendInvitationsCommand => ({
  type: 'WithdrawFriendInvitation',
  data: { requestId, requesterId: ALEX, now },
});
const deliver = (signedUpAt: Date, requestId = FIRST): FriendInvitationsCommand => ({
  type: 'DeliverFriendInvitation',
  data: { requestId, requesterId: ALEX, addresseeId: KIM, addresseeSignedUpAt: signedUpAt, now: days(40) },
});

const invitedKim: FriendInvitationEvent = {
  type: 'FriendInvited',
  data: { requestId: FIRST, requesterId: ALEX, email: 'kim@example.com', invitedAt: SENT.toISOString() },
};
const withdrawn = (at = SENT): FriendInvitationEvent => ({
  type: 'FriendInvitationWithdrawn',
  data: { requestId: FIRST, requesterId: ALEX, withdrawnAt: at.toISOString() },
});

describe('friend requests to addresses with no account', () => {
  it('keeps the address the request was sent to', () => {
    given([]).when(invite('kim@example.com')).then([invitedKim]);
  });

  it('refuses a second request to an address whose first still waits, as for a person with an account', () => {
    given([invitedKim])
      .when(invite('kim@example.com', days(29), SECOND))
      .thenRefusedWith('FRIENDSHIP.ALREADY_REQUESTED');
  });

  it('takes a request to another address', () => {
    given([invitedKim])
      .when(invite('jo@example.com', days(1), SECOND))
      .then([
        {
          type: 'FriendInvited',
          data: { requestId: SECOND, requesterId: ALEX, email: 'jo@example.com', invitedAt: days(1).toISOString() },
        },
      ]);
  });

  it('takes a new request to the same address once the first has lapsed or was withdrawn', () => {
    const again = {
      type: 'FriendInvited' as const,
      data: { requestId: SECOND, requesterId: ALEX, email: 'kim@example.com', invitedAt: days(30).toISOString() },
    };
    given([invitedKim])
      .when(invite('kim@example.com', days(30), SECOND))
      .then([again]);
    given([invitedKim, withdrawn()])
      .when(invite('kim@example.com', days(30), SECOND))
      .then([again]);
  });

  it('lets the asker withdraw a request while it waits, once', () => {
    given([invitedKim]).when(withdraw()).then([withdrawn()]);
    given([invitedKim, withdrawn()]).when(withdraw()).thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
    given([invitedKim]).when(withdraw(SENT, SECOND)).thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
  });

  it('has nothing to withdraw once the request has lapsed', () => {
    given([invitedKim])
      .when(withdraw(days(30)))
      .thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
  });

  it('delivers a request to someone who signed up with the address within 30 days, whenever they look', () => {
    given([invitedKim])
      .when(deliver(days(29)))
      .then([
        {
          type: 'FriendInvitationDelivered',
          data: { requestId: FIRST, requesterId: ALEX, addresseeId: KIM, deliveredAt: days(40).toISOString() },
        },
      ]);
  });

  it('delivers nothing to someone who signed up after 30 days, twice, or after a withdrawal', () => {
    given([invitedKim])
      .when(deliver(days(30)))
      .then([]);
    given([invitedKim, withdrawn()])
      .when(deliver(days(1)))
      .then([]);
    given([
      invitedKim,
      {
        type: 'FriendInvitationDelivered',
        data: { requestId: FIRST, requesterId: ALEX, addresseeId: KIM, deliveredAt: days(2).toISOString() },
      },
    ])
      .when(deliver(days(1)))
      .then([]);
  });

  it('forgets an address that was erased with its asker', () => {
    given([{ ...invitedKim, data: { ...invitedKim.data, email: null } }])
      .when(invite('kim@example.com', days(1), SECOND))
      .then([
        {
          type: 'FriendInvited',
          data: { requestId: SECOND, requesterId: ALEX, email: 'kim@example.com', invitedAt: days(1).toISOString() },
        },
      ]);
  });

  it('records a request as lapsed once its 30 days have passed, once', () => {
    const lapse = (now: Date): FriendInvitationsCommand => ({
      type: 'LapseFriendInvitation',
      data: { requestId: FIRST, requesterId: ALEX, now },
    });
    const lapsed: FriendInvitationEvent = {
      type: 'FriendInvitationLapsed',
      data: { requestId: FIRST, requesterId: ALEX, lapsedAt: days(30).toISOString() },
    };
    given([invitedKim])
      .when(lapse(days(29)))
      .then([]);
    given([invitedKim])
      .when(lapse(days(30)))
      .then([lapsed]);
    given([invitedKim, lapsed])
      .when(lapse(days(31)))
      .then([]);
    given([invitedKim, withdrawn()])
      .when(lapse(days(31)))
      .then([]);
    // Lapsed, it is no longer waiting: the address may be asked again.
    given([invitedKim, lapsed])
      .when(invite('kim@example.com', days(31), SECOND))
      .then([
        {
          type: 'FriendInvited',
          data: { requestId: SECOND, requesterId: ALEX, email: 'kim@example.com', invitedAt: days(31).toISOString() },
        },
      ]);
  });
});
