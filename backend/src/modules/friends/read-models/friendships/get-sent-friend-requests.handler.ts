// GetSentFriendRequests: the requests this person sent that still wait, oldest first, each as the
// address they typed, the same whether or not anyone uses Pause with it: from friend_requests (a
// person with an account, shown by their address) and friend_invitations (still open).
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FRIEND_INVITATION_OPEN_DAYS } from '@pause/rules/friend-invitations';
import { Clock } from '#src/shared/clock/clock';

export interface SentFriendRequestListView {
  readonly id: string;
  readonly status: 'pending';
  readonly email: string;
  readonly createdAt: string;
}

export class GetSentFriendRequests extends Query<SentFriendRequestListView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetSentFriendRequests)
export class GetSentFriendRequestsHandler implements IQueryHandler<GetSentFriendRequests> {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetSentFriendRequests): Promise<SentFriendRequestListView[]> {
    const openSince = new Date(this.clock.now().getTime() - FRIEND_INVITATION_OPEN_DAYS * 24 * 60 * 60 * 1000);
    const rows = await this.database.query<{ request_id: string; email: string; requested_at: Date }>(
      `select r.request_id, lower(trim(u.email)) as email, r.requested_at
       from friend_requests r join users u on u.id = r.addressee_id
       where r.requester_id = $1 and r.status = 'pending' and u.email is not null
       union all
       select request_id, email, invited_at from friend_invitations
       where requester_id = $2 and invited_at > $3
       order by requested_at, request_id`,
      [userId, userId, openSince],
    );
    return rows.map((row) => ({
      id: row.request_id,
      status: 'pending',
      email: row.email,
      createdAt: new Date(row.requested_at).toISOString(),
    }));
  }
}
