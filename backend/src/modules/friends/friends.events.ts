// The friendships' public vocabulary. One stream per pair of people, whichever of them asks, so two
// requests crossing each other are decided one after the other.
import type { DomainEvent } from '#src/shared/deciders/decider';
import { pairStreamId } from '#src/shared/event-store/pair-stream-id';

export interface FriendRequestParties {
  readonly requestId: string;
  readonly requesterId: string;
  readonly addresseeId: string;
}

export type FriendRequested = DomainEvent<'FriendRequested', FriendRequestParties & { readonly requestedAt: string }>;
export type FriendRequestAccepted = DomainEvent<
  'FriendRequestAccepted',
  FriendRequestParties & { readonly acceptedAt: string }
>;
export type FriendRequestDeclined = DomainEvent<
  'FriendRequestDeclined',
  FriendRequestParties & { readonly declinedAt: string }
>;

export type FriendshipEvent = FriendRequested | FriendRequestAccepted | FriendRequestDeclined;

export const FRIEND_REQUEST_ANSWERS = ['accepted', 'declined'] as const;
export type FriendRequestAnswer = (typeof FRIEND_REQUEST_ANSWERS)[number];

/** The same id for the pair in either order. */
export function friendshipStreamId(personId: string, otherPersonId: string): string {
  return pairStreamId('friendship', personId, otherPersonId);
}
