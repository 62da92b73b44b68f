// Read model `facts-version`'s table: per person, a number that moves whenever something Pause derives
// for them in the background changes (a badge, a challenge outcome), answered with the one-second poll.
import { Migration } from '@mikro-orm/migrations';

export class MigrationFactsVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table facts_versions (
        user_id uuid primary key,
        version bigint not null
      )`);
  }
}
