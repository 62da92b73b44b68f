// GetFriendRequests: the requests waiting for this person's answer, oldest first.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type PersonRow, type PersonSummary, personSummaryOf } from '#src/modules/people/people';

export interface FriendRequestView {
  readonly id: string;
  readonly status: 'pending';
  readonly requesterUser: PersonSummary;
  readonly createdAt: string;
}

export class GetFriendRequests extends Query<FriendRequestView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetFriendRequests)
export class GetFriendRequestsHandler implements IQueryHandler<GetFriendRequests> {
  constructor(private readonly database: Database) {}

  async execute({ userId }: GetFriendRequests): Promise<FriendRequestView[]> {
    const rows = await this.database.query<PersonRow & { request_id: string; requested_at: Date }>(
      `select r.request_id, r.requested_at, u.id, u.first_name, u.last_name, u.profile_image_url
       from friend_requests r join users u on u.id = r.requester_id
       where r.addressee_id = $1 and r.status = 'pending'
       order by r.requested_at, r.request_id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.request_id,
      status: 'pending',
      requesterUser: personSummaryOf(row),
      createdAt: new Date(row.requested_at).toISOString(),
    }));
  }
}
