// Read model `unlocked-achievements`: which achievements each person holds, when, and for which day or week.
// Its table `unlocked_achievements`: created by shared/database/migrations/migration-20261121-unlocked-achievements.ts.
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../../../shared/event-store/sql-executor';
import type { RecordedEvent } from '../../../../shared/event-store/stored-event';
import { type Projector, projectAroundBarriers } from '../../../../shared/projections/projector';
import { type AchievementUnlocked, achievementsStreamOwner } from '../../achievements.events';
import { type AccountDeleted, isAccountDeleted } from '../../../auth/account.events';

@Injectable()
export class UnlockedAchievementsProjector implements Projector<AchievementUnlocked | AccountDeleted> {
  readonly readModel = 'unlocked-achievements';
  readonly version = 1;
  readonly handles = ['AchievementUnlocked', 'AccountDeleted'] as const;
  readonly tables = ['unlocked_achievements'] as const;

  async project(
    events: readonly RecordedEvent<AchievementUnlocked | AccountDeleted>[],
    sql: SqlExecutor,
  ): Promise<void> {
    await projectAroundBarriers<AchievementUnlocked, AccountDeleted>(
      events,
      isAccountDeleted,
      (unlocked) => this.insert(unlocked, sql),
      (deleted) => sql.execute('delete from unlocked_achievements where user_id = ?', [deleted.data.userId]),
    );
  }

  private async insert(events: readonly RecordedEvent<AchievementUnlocked>[], sql: SqlExecutor): Promise<void> {
    const rows = events.map((event) => [
      achievementsStreamOwner(event.streamId),
      event.data.achievementType,
      event.data.earnedFor,
      event.data.unlockedAt,
    ]);
    // One statement for the batch. The primary key (person, type) refuses a second award even if two
    // evaluations raced.
    await sql.execute(
      `insert into unlocked_achievements (user_id, achievement_type, earned_for, unlocked_at)
       values ${rows.map(() => '(?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
  }
}
