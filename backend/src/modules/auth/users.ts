// Keeps the users table in step with what the OpenID provider says about each person.
import { Database } from '#src/shared/database/database';
import { Injectable } from '@nestjs/common';
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS } from '@pause/rules/forgotten-timer';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import type { SignedInUser } from '#src/shared/http/current-user';
import type { IdentityClaims } from './identity-claims';

@Injectable()
export class Users {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  /** Creates the person on first sign-in; later sign-ins refresh their profile from the claims. */
  async upsertFromClaims(issuer: string, claims: IdentityClaims): Promise<SignedInUser> {
    const now = this.clock.now();
    const [row] = await this.database.query<UserRow>(
      `insert into users (id, issuer, subject, email, email_verified, first_name, last_name, profile_image_url,
                          created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (issuer, subject) do update set
         email = excluded.email, email_verified = excluded.email_verified,
         first_name = excluded.first_name, last_name = excluded.last_name,
         profile_image_url = excluded.profile_image_url, updated_at = excluded.updated_at
       returning ${USER_COLUMNS}`,
      [
        randomUUID(),
        issuer,
        claims.sub,
        claims.email ?? null,
        claims.email_verified,
        claims.given_name ?? null,
        claims.family_name ?? null,
        claims.picture ?? null,
        now,
        now,
      ],
    );
    return toSignedInUser(row);
  }

  async findById(id: string): Promise<SignedInUser | null> {
    const [row] = await this.database.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
    return row ? toSignedInUser(row) : null;
  }

  /** The person's email if their provider verified it at their last sign-in; otherwise null. */
  async verifiedEmailOf(id: string): Promise<string | null> {
    const [row] = await this.database.query<{ email: string | null }>(
      'select email from users where id = $1 and email_verified',
      [id],
    );
    return row?.email ?? null;
  }

  /** Changes what the person chose themselves; what is left out (undefined) stays as it was. */
  async updateChoices(id: string, choices: PersonChoices): Promise<SignedInUser | null> {
    const { timeZone, forgottenTimerLimitHours } = choices;
    const [row] = await this.database.query<UserRow>(
      `update users set
         time_zone = case when $2 then $3 else time_zone end,
         forgotten_timer_limit_minutes = case when $4 then $5::integer else forgotten_timer_limit_minutes end,
         updated_at = $6
       where id = $1
       returning ${USER_COLUMNS}`,
      [
        id,
        timeZone !== undefined,
        timeZone ?? null,
        forgottenTimerLimitHours !== undefined,
        forgottenTimerLimitHours === undefined ? null : forgottenTimerLimitHours * 60,
        this.clock.now(),
      ],
    );
    return row ? toSignedInUser(row) : null;
  }
}

/** What a person may set about themselves. */
export interface PersonChoices {
  readonly timeZone?: string;
  readonly forgottenTimerLimitHours?: number;
}

const USER_COLUMNS = 'id, email, first_name, last_name, profile_image_url, time_zone, forgotten_timer_limit_minutes';

interface UserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  time_zone: string | null;
  forgotten_timer_limit_minutes: number | null;
}

function toSignedInUser(source: UserRow): SignedInUser {
  return {
    id: source.id,
    email: source.email,
    firstName: source.first_name,
    lastName: source.last_name,
    profileImageUrl: source.profile_image_url,
    timeZone: source.time_zone,
    forgottenTimerLimitHours: limitHours(source.forgotten_timer_limit_minutes),
  };
}

function limitHours(minutes: number | null): number {
  return minutes === null ? DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS : minutes / 60;
}
