// Where each event subscription has got to in the commit-safe order of the event log.
import { Migration } from '@mikro-orm/migrations';

export class MigrationSubscriptionCheckpoints extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table subscription_checkpoints (
        name text primary key,
        transaction_id xid8 not null,
        position bigint not null,
        updated_at timestamptz not null
      )`);
  }
}
