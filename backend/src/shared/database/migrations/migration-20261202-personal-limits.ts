// Personal limits and the weekly digest (issue 29): the person's four limits in their users row,
// beside the reminder settings (null until they set one), and weekly_digests, which records only when
// a week's digest was announced and dismissed: what a digest says is computed from the sessions as they
// are now. Both go with the users row when the account is deleted.
import { Migration } from '@mikro-orm/migrations';

export class MigrationPersonalLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column limit_weekly_work_hours numeric(4, 1)');
    this.addSql('alter table users add column limit_daily_commute_minutes smallint');
    this.addSql('alter table users add column limit_latest_work_hour smallint');
    this.addSql('alter table users add column limit_days_off smallint');
    this.addSql(`
      create table weekly_digests (
        user_id uuid not null references users (id) on delete cascade,
        week_start date not null,
        announced_at timestamptz,
        dismissed_at timestamptz,
        primary key (user_id, week_start)
      )`);
  }
}
