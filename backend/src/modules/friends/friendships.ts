// The friends module's public file: what other features may ask about friendships, answered from the
// friendships read model.
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

@Injectable()
export class Friendships {
  constructor(private readonly em: EntityManager) {}

  async areFriends(personId: string, otherPersonId: string): Promise<boolean> {
    const rows = await this.em.execute('select 1 from friendships where user_id = ? and friend_id = ?', [
      personId,
      otherPersonId,
    ]);
    return rows.length > 0;
  }
}
