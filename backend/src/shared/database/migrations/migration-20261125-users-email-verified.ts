// Whether a person's OpenID provider verified their email (the email_verified claim), refreshed at
// each sign-in. Only a verified email counts for ADMIN_EMAILS. Null for people who have not signed in
// since, and in older backups: not verified.
import { Migration } from '@mikro-orm/migrations';

export class MigrationUsersEmailVerified extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column email_verified boolean');
  }
}
