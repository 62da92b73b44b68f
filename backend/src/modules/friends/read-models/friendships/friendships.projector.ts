// Read models `friend-requests` (every request and where it stands) and `friendships` (who is friends
// with whom, one row per direction).
// Its tables `friend_requests`, `friendships`: created by shared/database/migrations/migration-20261121-social-read-models.ts.
import { Injectable } from '@nestjs/common';
import type { Sql } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { assertNever } from '#src/shared/deciders/domain-error';
import type { Projector } from '#src/shared/projections/projector';
import type { FriendshipEvent } from '#src/modules/friends/friends.events';
import { type AccountDeleted } from '#src/modules/auth/account.events';

@Injectable()
export class FriendshipsProjector implements Projector<FriendshipEvent | AccountDeleted> {
  readonly readModel = 'friendships';
  readonly version = 1;
  readonly handles = ['FriendRequested', 'FriendRequestAccepted', 'FriendRequestDeclined', 'AccountDeleted'] as const;
  readonly tables = ['friend_requests', 'friendships'] as const;

  async project(events: readonly RecordedEvent<FriendshipEvent | AccountDeleted>[], sql: Sql): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(event: RecordedEvent<FriendshipEvent | AccountDeleted>, sql: Sql): Promise<void> {
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
      case 'AccountDeleted': {
        // Gone from every friend's list and every request, sent or received.
        const { userId } = event.data;
        await sql.query('delete from friendships where user_id = $1 or friend_id = $2', [userId, userId]);
        await sql.query('delete from friend_requests where requester_id = $1 or addressee_id = $2', [userId, userId]);
        return;
      }
      default:
        assertNever(event);
    }
  }

  private async answer(sql: Sql, requestId: string, status: 'accepted' | 'declined', at: string): Promise<void> {
    await sql.query('update friend_requests set status = $1, answered_at = $2 where request_id = $3', [
      status,
      at,
      requestId,
    ]);
  }
}
