// Finding people by what others know of them: the email a friend types.
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type PersonRow, type PersonSummary, personSummaryOf } from './person-summary';

@Injectable()
export class People {
  constructor(private readonly em: EntityManager) {}

  /** Emails compare case-insensitively; if two sign-in providers share one, the latest profile wins. */
  async findByEmail(email: string): Promise<PersonSummary | null> {
    const [row] = await this.em.execute<PersonRow[]>(
      `select id, first_name, last_name, profile_image_url from users
       where lower(email) = lower(?) order by updated_at desc limit 1`,
      [email],
    );
    return row ? personSummaryOf(row) : null;
  }
}
