// Requests to addresses with no account, one stream per asker: each waits, open for
// FRIEND_INVITATION_OPEN_DAYS (then a schedule records it lapsed), until the asker withdraws it or
// someone signs up with the address and
// it is delivered to them, having signed up while it was open (it then waits in the pair's stream like
// any request). A second request to
// an address still waiting is refused exactly as one to a person with an account would be.
import { isFriendInvitationOpen } from '@pause/rules/friend-invitations';
import type { Decider } from '#src/shared/deciders/decider';
import { assertNever } from '#src/shared/deciders/domain-error';
import { alreadyRequested, noSentRequest } from './friends.decider';
import type { FriendInvitationEvent } from './friends.events';

export interface WaitingInvitation {
  readonly requestId: string;
  readonly email: string;
  readonly invitedAt: string;
}

export interface FriendInvitationsState {
  /** Sent and neither withdrawn nor delivered; some may have lapsed (decide compares with `now`). */
  readonly waiting: readonly WaitingInvitation[];
}

export type FriendInvitationsCommand =
  | {
      readonly type: 'InviteFriend';
      readonly data: {
        readonly requestId: string;
        readonly requesterId: string;
        readonly email: string;
        readonly now: Date;
      };
    }
  | {
      readonly type: 'WithdrawFriendInvitation';
      readonly data: { readonly requestId: string; readonly requesterId: string; readonly now: Date };
    }
  | {
      readonly type: 'LapseFriendInvitation';
      readonly data: { readonly requestId: string; readonly requesterId: string; readonly now: Date };
    }
  | {
      readonly type: 'DeliverFriendInvitation';
      readonly data: {
        readonly requestId: string;
        readonly requesterId: string;
        readonly addresseeId: string;
        /** When the person with the address created their account: it must be while the request was open. */
        readonly addresseeSignedUpAt: Date;
        readonly now: Date;
      };
    };

function evolve(state: FriendInvitationsState, event: FriendInvitationEvent): FriendInvitationsState {
  switch (event.type) {
    case 'FriendInvited': {
      const { requestId, email, invitedAt } = event.data;
      // An erased address (the asker's key destroyed) can reach nobody.
      if (email === null) return state;
      return { waiting: [...state.waiting, { requestId, email, invitedAt }] };
    }
    case 'FriendInvitationWithdrawn':
    case 'FriendInvitationDelivered':
    case 'FriendInvitationLapsed':
      return { waiting: state.waiting.filter((invitation) => invitation.requestId !== event.data.requestId) };
    default:
      return assertNever(event);
  }
}

function decide(command: FriendInvitationsCommand, state: FriendInvitationsState): FriendInvitationEvent[] {
  const open = (now: Date) =>
    state.waiting.filter((invitation) => isFriendInvitationOpen(Date.parse(invitation.invitedAt), now.getTime()));
  switch (command.type) {
    case 'InviteFriend': {
      const { requestId, requesterId, email, now } = command.data;
      if (open(now).some((invitation) => invitation.email === email)) throw alreadyRequested();
      return [{ type: 'FriendInvited', data: { requestId, requesterId, email, invitedAt: now.toISOString() } }];
    }
    case 'WithdrawFriendInvitation': {
      const { requestId, requesterId, now } = command.data;
      if (!open(now).some((invitation) => invitation.requestId === requestId)) throw noSentRequest();
      return [{ type: 'FriendInvitationWithdrawn', data: { requestId, requesterId, withdrawnAt: now.toISOString() } }];
    }
    case 'LapseFriendInvitation': {
      const { requestId, requesterId, now } = command.data;
      const waiting = state.waiting.some((invitation) => invitation.requestId === requestId);
      const stillOpen = open(now).some((invitation) => invitation.requestId === requestId);
      // Gone already (lapsed, withdrawn, delivered), or still open: nothing to do.
      if (!waiting || stillOpen) return [];
      return [{ type: 'FriendInvitationLapsed', data: { requestId, requesterId, lapsedAt: now.toISOString() } }];
    }
    case 'DeliverFriendInvitation': {
      const { requestId, requesterId, addresseeId, addresseeSignedUpAt, now } = command.data;
      // Delivered already (a second page asking at the same time), withdrawn, or they signed up too late.
      if (!open(addresseeSignedUpAt).some((invitation) => invitation.requestId === requestId)) return [];
      return [
        {
          type: 'FriendInvitationDelivered',
          data: { requestId, requesterId, addresseeId, deliveredAt: now.toISOString() },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const friendInvitationsDecider: Decider<
  FriendInvitationsCommand,
  FriendInvitationEvent,
  FriendInvitationsState
> = {
  initialState: { waiting: [] },
  evolve,
  decide,
};
