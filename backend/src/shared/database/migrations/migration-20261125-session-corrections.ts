// Sessions that were never timed (added by hand or imported), corrected or deleted; a running timer
// the person confirmed; each person's forgotten-timer limit.
import { Migration } from '@mikro-orm/migrations';

export class MigrationSessionCorrections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sessions add column source text not null default 'timer'`);
    this.addSql('alter table sessions add column import_key text');
    this.addSql(
      'create unique index sessions_import_key on sessions (user_id, import_key) where import_key is not null',
    );
    this.addSql('create index sessions_by_user_end on sessions (user_id, stopped_at)');
    this.addSql('alter table active_timer add column confirmed_at timestamptz');
    this.addSql('alter table users add column forgotten_timer_limit_minutes integer');
  }
}
