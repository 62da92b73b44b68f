// Keeps the users table in step with what the OpenID provider says about each person.
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS } from '@pause/rules/forgotten-timer';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../shared/clock/clock';
import type { SignedInUser } from '../../shared/http/current-user';
import type { IdentityClaims } from './identity-claims';
import { UserEntity } from './user.entity';

@Injectable()
export class Users {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Creates the person on first sign-in; later sign-ins refresh their profile from the claims. */
  async upsertFromClaims(issuer: string, claims: IdentityClaims): Promise<SignedInUser> {
    const now = this.clock.now();
    const [row] = await this.em.execute<UserRow[]>(
      `insert into users (id, issuer, subject, email, email_verified, first_name, last_name, profile_image_url,
                          created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (issuer, subject) do update set
         email = excluded.email, email_verified = excluded.email_verified,
         first_name = excluded.first_name, last_name = excluded.last_name,
         profile_image_url = excluded.profile_image_url, updated_at = excluded.updated_at
       returning id, email, first_name, last_name, profile_image_url, time_zone, forgotten_timer_limit_minutes`,
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
    const user = await this.em.fork().findOne(UserEntity, { id });
    return user ? toSignedInUser(user) : null;
  }

  /** The person's email if their provider verified it at their last sign-in; otherwise null. */
  async verifiedEmailOf(id: string): Promise<string | null> {
    const user = await this.em.fork().findOne(UserEntity, { id });
    return user?.emailVerified === true ? user.email : null;
  }

  /** Changes what the person chose themselves; what is left out stays as it was. */
  async updateChoices(id: string, choices: PersonChoices): Promise<SignedInUser | null> {
    const em = this.em.fork();
    const { timeZone, forgottenTimerLimitHours } = choices;
    await em.nativeUpdate(
      UserEntity,
      { id },
      {
        ...(timeZone !== undefined && { timeZone }),
        ...(forgottenTimerLimitHours !== undefined && { forgottenTimerLimitMinutes: forgottenTimerLimitHours * 60 }),
        updatedAt: this.clock.now(),
      },
    );
    const user = await em.findOne(UserEntity, { id });
    return user ? toSignedInUser(user) : null;
  }
}

/** What a person may set about themselves. */
export interface PersonChoices {
  readonly timeZone?: string;
  readonly forgottenTimerLimitHours?: number;
}

interface UserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  time_zone: string | null;
  forgotten_timer_limit_minutes: number | null;
}

function toSignedInUser(source: UserRow | UserEntity): SignedInUser {
  if (source instanceof UserEntity) {
    const { id, email, firstName, lastName, profileImageUrl, timeZone } = source;
    return {
      id,
      email,
      firstName,
      lastName,
      profileImageUrl,
      timeZone,
      forgottenTimerLimitHours: limitHours(source.forgottenTimerLimitMinutes),
    };
  }
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
