// The friendships' public vocabulary. One stream per pair of people, whichever of them asks, so two
// requests crossing each other are decided one after the other; and one stream per person for the
// requests they sent to addresses with no account yet, which wait there until that person signs up.
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

/** The asker took back a request still waiting for an answer. */
export type FriendRequestWithdrawn = DomainEvent<
  'FriendRequestWithdrawn',
  FriendRequestParties & { readonly withdrawnAt: string }
>;

export type FriendshipEvent = FriendRequested | FriendRequestAccepted | FriendRequestDeclined | FriendRequestWithdrawn;

/**
 * A request to an email with no account. `email` is what the asker typed (trimmed, lower case), sealed
 * with the asker's key in the log (personal data: it is forgotten when the asker deletes their account).
 */
export type FriendInvited = DomainEvent<
  'FriendInvited',
  {
    readonly requestId: string;
    readonly requesterId: string;
    /** Null once the asker's key is destroyed (their account deleted): erased. */
    readonly email: string | null;
    readonly invitedAt: string;
  }
>;
export type FriendInvitationWithdrawn = DomainEvent<
  'FriendInvitationWithdrawn',
  { readonly requestId: string; readonly requesterId: string; readonly withdrawnAt: string }
>;
/** Someone signed up with the address: the request now waits in the pair's stream (`FriendRequested`). */
export type FriendInvitationDelivered = DomainEvent<
  'FriendInvitationDelivered',
  {
    readonly requestId: string;
    readonly requesterId: string;
    readonly addresseeId: string;
    readonly deliveredAt: string;
  }
>;

/** Its 30 days passed with nobody signing up: the address is forgotten from the read model. */
export type FriendInvitationLapsed = DomainEvent<
  'FriendInvitationLapsed',
  { readonly requestId: string; readonly requesterId: string; readonly lapsedAt: string }
>;

export type FriendInvitationEvent =
  FriendInvited | FriendInvitationWithdrawn | FriendInvitationDelivered | FriendInvitationLapsed;

export const FRIEND_REQUEST_ANSWERS = ['accepted', 'declined'] as const;
export type FriendRequestAnswer = (typeof FRIEND_REQUEST_ANSWERS)[number];

/** The same id for the pair in either order. */
export function friendshipStreamId(personId: string, otherPersonId: string): string {
  return pairStreamId('friendship', personId, otherPersonId);
}

/** The requests one person sent to addresses with no account. */
export function friendInvitationsStreamId(requesterId: string): string {
  return `friend-invitations-${requesterId}`;
}

/** How an email is kept and compared: without the spaces around it, in lower case. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}
