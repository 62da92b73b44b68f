// The friends' part of a person's data export: each friend's name and since when they are friends,
// from the friendships read model. Never a friend's email, hours or sessions (as in the app).
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import type { CsvColumn, PersonalDataSection } from '#src/shared/export/personal-data';
import { inReadersTime } from '#src/shared/export/spreadsheet-cells';
import { fullNameOf } from '#src/modules/people/people';

type ExportedFriend = { friendId: string; friendName: string | null; since: string };

const FIELDS = ['friendId', 'friendName', 'since'] as const satisfies readonly (keyof ExportedFriend)[];

/** In the CSV, the moment as local time in the person's own zone, which a spreadsheet reads as a date. */
const CSV_COLUMNS: readonly CsvColumn<ExportedFriend>[] = ['friendId', 'friendName', inReadersTime('since')];

@Injectable()
export class FriendsExport implements PersonalDataSection<ExportedFriend> {
  readonly name = 'friends';
  readonly title = 'Friends';
  readonly fields = FIELDS;
  readonly csv = CSV_COLUMNS;

  constructor(private readonly database: Database) {}

  async *rowsOf(personId: string): AsyncIterable<ExportedFriend> {
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
