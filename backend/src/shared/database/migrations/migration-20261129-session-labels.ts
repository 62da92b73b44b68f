// The session-labels read model (session_labels): what a running or saved session is about, a row per
// session that says anything, and the person's projects and tags read from them (issue 27).
import { Migration } from '@mikro-orm/migrations';

export class MigrationSessionLabels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table session_labels (
        session_id uuid primary key,
        user_id uuid not null,
        description text,
        project text,
        tags text[] not null default '{}'
      )`);
    this.addSql('create index session_labels_by_user on session_labels (user_id)');
  }
}
