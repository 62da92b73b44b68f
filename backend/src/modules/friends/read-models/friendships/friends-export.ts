// The friends' part of a person's data export: each friend's name and since when they are friends,
// from the friendships read model. Never a friend's email, hours or sessions (as in the app).
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import type { ExportValue, PersonalDataSection } from '#src/shared/export/personal-data';
import { fullNameOf } from '#src/modules/people/people';

const FIELDS = ['friendId', 'friendName', 'since'] as const;
type Field = (typeof FIELDS)[number];

@Injectable()
export class FriendsExport implements PersonalDataSection<Field> {
  readonly name = 'friends';
  readonly record = 'friend';
  readonly fields = FIELDS;

  constructor(private readonly database: Database) {}

  async *rowsOf(personId: string): AsyncIterable<Record<Field, ExportValue>> {
    const rows = await this.database.query<{
      friend_id: string;
      first_name: string | null;
      last_name: string | null;
      since: Date;
    }>(
      `select f.friend_id, u.first_name, u.last_name, f.since
       from friendships f join users u on u.id = f.friend_id
       where f.user_id = $1 order by f.since, f.friend_id`,
      [personId],
    );
    for (const row of rows) {
      yield {
        friendId: row.friend_id,
        friendName: fullNameOf(row.first_name, row.last_name),
        since: new Date(row.since).toISOString(),
      };
    }
  }
}
