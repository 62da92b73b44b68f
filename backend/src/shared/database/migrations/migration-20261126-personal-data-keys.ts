// Crypto-shredding (docs/privacy.md): each person's key for the personal fields of their events, kept
// apart from the events, and the one-off sealing of the fields written in clear before this migration.
// A deleted account's row stays as a tombstone (key null, destroyed_at set).
import { Migration } from '@mikro-orm/migrations';
import { sealFieldsWrittenInClear } from '#src/shared/crypto-shredding/seal-fields-written-in-clear';
import { migrationSql } from './migration-sql';

export class MigrationPersonalDataKeys extends Migration {
  override async up(): Promise<void> {
    const sql = migrationSql(this.ctx);
    // Run at once rather than queued (addSql): the sealing below needs the table.
    await sql.query(`
      create table personal_data_keys (
        user_id text primary key,
        key bytea,
        created_at timestamptz not null,
        destroyed_at timestamptz,
        constraint a_key_or_its_tombstone check ((key is null) = (destroyed_at is not null))
      )`);
    await sealFieldsWrittenInClear(sql, new Date());
  }
}
