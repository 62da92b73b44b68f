// A person who has signed in at least once, identified by their OpenID issuer and subject.
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

@Entity({ tableName: 'users' })
@Unique({ properties: ['issuer', 'subject'] })
export class UserEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  issuer!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  /** The provider verified the email at the last sign-in; null (not verified) before anyone said. */
  @Property({ type: 'boolean', nullable: true })
  emailVerified: boolean | null = null;

  @Property({ type: 'text', nullable: true })
  firstName: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastName: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  timeZone: string | null = null;

  /** After how long a running timer asks "Still working?"; null for the default. */
  @Property({ type: 'integer', nullable: true })
  forgottenTimerLimitMinutes: number | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
