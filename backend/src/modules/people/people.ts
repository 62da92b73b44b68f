// The people module's public file: how one person appears to another (a name and a picture, never an
// email, hours or sessions), and finding people by what others know of them: the email a friend types.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ApiId } from '#src/shared/http/api-properties';

export interface PersonSummary {
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
}

/** A PersonSummary as the API documents it. */
export class PersonSummaryAnswer implements PersonSummary {
  @ApiId("The person's id.")
  readonly id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Sam' })
  readonly firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Okafor' })
  readonly lastName!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uri', description: 'A picture from their sign-in provider.' })
  readonly profileImageUrl!: string | null;
}

export interface PersonRow {
  readonly id: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly profile_image_url: string | null;
}

export function personSummaryOf(row: PersonRow): PersonSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
  };
}

/** First and last name as one, for a person reading an export; null when neither is known. */
export function fullNameOf(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}

@Injectable()
export class People {
  constructor(private readonly database: Database) {}

  /** Emails compare case-insensitively; if two sign-in providers share one, the latest profile wins. */
  async findByEmail(email: string): Promise<PersonSummary | null> {
    const [row] = await this.database.query<PersonRow>(
      `select id, first_name, last_name, profile_image_url from users
       where lower(email) = lower($1) order by updated_at desc limit 1`,
      [email],
    );
    return row ? personSummaryOf(row) : null;
  }
}
