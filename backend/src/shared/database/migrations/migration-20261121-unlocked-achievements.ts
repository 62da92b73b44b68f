// The achievements' read models: the facts of each local day the rules read, and the unlocked
// achievements, one row per person and achievement, never two.
import { Migration } from '@mikro-orm/migrations';

export class MigrationUnlockedAchievements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table unlocked_achievements (
        user_id uuid not null,
        achievement_type text not null,
        earned_for date not null,
        unlocked_at timestamptz not null,
        primary key (user_id, achievement_type)
      )`);
    this.addSql(`
      create table achievement_days (
        user_id uuid not null,
        local_date date not null,
        work_ms bigint not null default 0,
        commute_ms bigint not null default 0,
        evening_work_ms bigint not null default 0,
        sessions integer not null default 0,
        time_zone text not null,
        primary key (user_id, local_date)
      )`);
  }
}
