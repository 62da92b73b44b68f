// Read models `friend-requests` (every request and where it stands), `friendships` (who is friends
// with whom, one row per direction) and `friend-invitations` (requests to addresses with no account,
// while they wait).
// Its tables `friend_requests`, `friendships`: created by shared/database/migrations/migration-20261121-social-read-models.ts;
// `friend_invitations`: by shared/database/migrations/migration-20261128-friend-invitations.ts.
import { Injectable } from '@nestjs/common';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { assertNever } from '#src/shared/deciders/domain-error';
import type { Projector } from '#src/shared/projections/projector';
import type { FriendInvitationEvent, FriendshipEvent } from '#src/modules/friends/friends.events';
import { type AccountDeleted } from '#src/modules/auth/account.events';

@Injectable()
export class FriendshipsProjector implements Projector<FriendshipEvent | FriendInvitationEvent | AccountDeleted> {
  readonly readModel = 'friendships';
  readonly version = 2;
  readonly handles = [
    'FriendRequested',
    'FriendRequestAccepted',
    'FriendRequestDeclined',
    'FriendRequestWithdrawn',
    'FriendInvited',
    'FriendInvitationWithdrawn',
    'FriendInvitationDelivered',
    'FriendInvitationLapsed',
    'AccountDeleted',
  ] as const;
  readonly tables = ['friend_requests', 'friendships', 'friend_invitations'] as const;

  async project(
    events: readonly RecordedEvent<FriendshipEvent | FriendInvitationEvent | AccountDeleted>[],
    sql: SqlWriter,
  ): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(
    event: RecordedEvent<FriendshipEvent | FriendInvitationEvent | AccountDeleted>,
    sql: SqlWriter,
  ): Promise<void> {
    switch (event.type) {
      case 'FriendRequested': {
        const { requestId, requesterId, addresseeId, requestedAt } = event.data;
        await sql.query(
          `insert into friend_requests (request_id, requester_id, addressee_id, status, requested_at)
           values ($1, $2, $3, 'pending', $4)`,
          [requestId, requesterId, addresseeId, requestedAt],
        );
        return;
      }
      case 'FriendRequestAccepted': {
        const { requestId, requesterId, addresseeId, acceptedAt } = event.data;
        await this.answer(sql, requestId, 'accepted', acceptedAt);
        await sql.query(
          `insert into friendships (user_id, friend_id, request_id, since) values ($1, $2, $3, $4), ($5, $6, $7, $8)`,
          [requesterId, addresseeId, requestId, acceptedAt, addresseeId, requesterId, requestId, acceptedAt],
        );
        return;
      }
      case 'FriendRequestDeclined':
        await this.answer(sql, event.data.requestId, 'declined', event.data.declinedAt);
        return;
      case 'FriendRequestWithdrawn':
        // A withdrawn request leaves no trace: the person asked no longer sees it, the asker may ask again.
        await sql.query('delete from friend_requests where request_id = $1', [event.data.requestId]);
        return;
      case 'FriendInvited': {
        const { requestId, requesterId, email, invitedAt } = event.data;
        // Erased (the asker's key is destroyed; their AccountDeleted follows): nothing to keep.
        if (email === null) return;
        await sql.query(
          'insert into friend_invitations (request_id, requester_id, email, invited_at) values ($1, $2, $3, $4)',
          [requestId, requesterId, email, invitedAt],
        );
        return;
      }
      case 'FriendInvitationWithdrawn':
      case 'FriendInvitationDelivered':
      case 'FriendInvitationLapsed':
        // Delivered, it is a friend request in the pair's stream (its FriendRequested follows).
        await sql.query('delete from friend_invitations where request_id = $1', [event.data.requestId]);
        return;
      case 'AccountDeleted': {
        // Gone from every friend's list and every request, sent or received, the addresses they typed too.
        const { userId } = event.data;
        await sql.query('delete from friendships where user_id = $1 or friend_id = $2', [userId, userId]);
        await sql.query('delete from friend_requests where requester_id = $1 or addressee_id = $2', [userId, userId]);
        await sql.query('delete from friend_invitations where requester_id = $1', [userId]);
        return;
      }
      default:
        assertNever(event);
    }
  }

  private async answer(sql: SqlWriter, requestId: string, status: 'accepted' | 'declined', at: string): Promise<void> {
    await sql.query('update friend_requests set status = $1, answered_at = $2 where request_id = $3', [
      status,
      at,
      requestId,
    ]);
  }
}
