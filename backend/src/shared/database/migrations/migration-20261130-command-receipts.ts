// Command receipts (command_receipts, issue 28): for each command a device sent with its own id (a
// press kept while offline), what it was (a fingerprint, never its text) and how it was answered, so
// that sending it again is answered the same and never applied twice. Written in the transaction of the
// events the command caused; kept 30 days (shared/event-store/command-receipts.ts).
import { Migration } from '@mikro-orm/migrations';

export class MigrationCommandReceipts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table command_receipts (
        user_id uuid not null,
        command_id uuid not null,
        command text not null,
        fingerprint text not null,
        outcome jsonb not null,
        recorded_at timestamptz not null,
        primary key (user_id, command_id)
      )`);
    this.addSql('create index command_receipts_recorded_at on command_receipts (recorded_at)');
  }
}
