// Two people become friends when one asks and the other accepts. While a request waits, neither can
// ask again; if the person asked sends a request back, that accepts the one waiting for them; the
// asker may withdraw it until it is answered.
import type { Decider } from '#src/shared/deciders/decider';
import { DomainError, assertNever } from '#src/shared/deciders/domain-error';
import type { FriendRequestAnswer, FriendRequestParties, FriendshipEvent } from './friends.events';

export interface FriendshipState {
  readonly friends: boolean;
  readonly pending: FriendRequestParties | null;
}

export type FriendshipCommand =
  | {
      readonly type: 'RequestFriendship';
      readonly data: {
        readonly requestId: string;
        readonly requesterId: string;
        readonly addresseeId: string;
        readonly now: Date;
      };
    }
  | {
      readonly type: 'AnswerFriendRequest';
      readonly data: {
        readonly requestId: string;
        readonly responderId: string;
        readonly answer: FriendRequestAnswer;
        readonly now: Date;
      };
    }
  | {
      readonly type: 'WithdrawFriendRequest';
      readonly data: { readonly requestId: string; readonly requesterId: string; readonly now: Date };
    };

function evolve(state: FriendshipState, event: FriendshipEvent): FriendshipState {
  switch (event.type) {
    case 'FriendRequested': {
      const { requestId, requesterId, addresseeId } = event.data;
      return { ...state, pending: { requestId, requesterId, addresseeId } };
    }
    case 'FriendRequestAccepted':
      return { friends: true, pending: null };
    case 'FriendRequestDeclined':
    case 'FriendRequestWithdrawn':
      return { ...state, pending: null };
    default:
      return assertNever(event);
  }
}

function decide(command: FriendshipCommand, state: FriendshipState): FriendshipEvent[] {
  switch (command.type) {
    case 'RequestFriendship': {
      const { requestId, requesterId, addresseeId, now } = command.data;
      if (state.friends) {
        throw new DomainError('FRIENDSHIP.ALREADY_FRIENDS', 'conflict', 'You are already friends.');
      }
      if (state.pending?.requesterId === requesterId) {
        throw alreadyRequested();
      }
      if (state.pending)
        return [{ type: 'FriendRequestAccepted', data: { ...state.pending, acceptedAt: now.toISOString() } }];
      return [
        { type: 'FriendRequested', data: { requestId, requesterId, addresseeId, requestedAt: now.toISOString() } },
      ];
    }
    case 'AnswerFriendRequest': {
      const { requestId, responderId, answer, now } = command.data;
      const pending = state.pending;
      if (pending?.requestId !== requestId || pending.addresseeId !== responderId) throw noPendingRequest();
      return answer === 'accepted'
        ? [{ type: 'FriendRequestAccepted', data: { ...pending, acceptedAt: now.toISOString() } }]
        : [{ type: 'FriendRequestDeclined', data: { ...pending, declinedAt: now.toISOString() } }];
    }
    case 'WithdrawFriendRequest': {
      const { requestId, requesterId, now } = command.data;
      const pending = state.pending;
      if (pending?.requestId !== requestId || pending.requesterId !== requesterId) throw noSentRequest();
      return [{ type: 'FriendRequestWithdrawn', data: { ...pending, withdrawnAt: now.toISOString() } }];
    }
    default:
      return assertNever(command);
  }
}

/** Also the answer to anyone but the person asked, so request ids cannot be probed. */
export function noPendingRequest(): DomainError {
  return new DomainError(
    'FRIENDSHIP.NO_PENDING_REQUEST',
    'not-found',
    'There is no pending friend request with that id for you.',
  );
}

/** To a withdrawal of anything but one's own request still waiting: nothing to withdraw, whoever asks. */
export function noSentRequest(): DomainError {
  return new DomainError(
    'FRIENDSHIP.NO_SENT_REQUEST',
    'not-found',
    'There is no pending friend request with that id from you.',
  );
}

/** The same refusal for a second request whether or not the address has an account. */
export function alreadyRequested(): DomainError {
  return new DomainError(
    'FRIENDSHIP.ALREADY_REQUESTED',
    'conflict',
    'You have already sent a friend request to this email; it is waiting for an answer.',
  );
}

export const friendshipDecider: Decider<FriendshipCommand, FriendshipEvent, FriendshipState> = {
  initialState: { friends: false, pending: null },
  evolve,
  decide,
};
