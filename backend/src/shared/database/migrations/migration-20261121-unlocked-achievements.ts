// The unlocked-achievements read model: one row per person and achievement, never two.
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
  }
}
