// GetFriends: a person's accepted friends, whichever side asked, from the friendships read model.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type PersonRow, type PersonSummary, personSummaryOf } from '#src/modules/people/people';

export interface FriendView {
  /** The accepted request that made the friendship. */
  readonly id: string;
  readonly friendId: string;
  readonly friendUser: PersonSummary;
  readonly since: string;
}

export class GetFriends extends Query<FriendView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetFriends)
export class GetFriendsHandler implements IQueryHandler<GetFriends> {
  constructor(private readonly database: Database) {}

  async execute({ userId }: GetFriends): Promise<FriendView[]> {
    const rows = await this.database.query<PersonRow & { request_id: string; since: Date }>(
      `select f.request_id, f.since, u.id, u.first_name, u.last_name, u.profile_image_url
       from friendships f join users u on u.id = f.friend_id
       where f.user_id = $1
       order by lower(coalesce(u.first_name, '')), lower(coalesce(u.last_name, '')), u.id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.request_id,
      friendId: row.id,
      friendUser: personSummaryOf(row),
      since: new Date(row.since).toISOString(),
    }));
  }
}
