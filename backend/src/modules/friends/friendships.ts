// The friends module's public file: what other features may ask about friendships, answered from the
// friendships read model.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';

@Injectable()
export class Friendships {
  constructor(private readonly database: Database) {}

  async areFriends(personId: string, otherPersonId: string): Promise<boolean> {
    const rows = await this.database.query('select 1 from friendships where user_id = $1 and friend_id = $2', [
      personId,
      otherPersonId,
    ]);
    return rows.length > 0;
  }
}
