// Read model `unlocked-achievements`: which achievements each person holds now, since when, and for
// which day or week. A moved achievement keeps when it was first unlocked; a revoked one leaves.
// Its table `unlocked_achievements`: created by shared/database/migrations/migration-20261121-unlocked-achievements.ts.
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../../../shared/event-store/sql-executor';
import type { RecordedEvent } from '../../../../shared/event-store/stored-event';
import { type Projector, projectAroundBarriers } from '../../../../shared/projections/projector';
import {
  ACHIEVEMENT_EVENTS,
  type AchievementEvent,
  type AchievementUnlocked,
  achievementsStreamOwner,
} from '../../achievements.events';
import { type AccountDeleted, isAccountDeleted } from '../../../auth/account.events';

@Injectable()
export class UnlockedAchievementsProjector implements Projector<AchievementEvent | AccountDeleted> {
  readonly readModel = 'unlocked-achievements';
  readonly version = 2;
  readonly handles = [...ACHIEVEMENT_EVENTS, 'AccountDeleted'] as const;
  readonly tables = ['unlocked_achievements'] as const;

  async project(events: readonly RecordedEvent<AchievementEvent | AccountDeleted>[], sql: SqlExecutor): Promise<void> {
    await projectAroundBarriers<AchievementEvent, AccountDeleted>(
      events,
      isAccountDeleted,
      (changes) => this.apply(changes, sql),
      (deleted) => sql.execute('delete from unlocked_achievements where user_id = ?', [deleted.data.userId]),
    );
  }

  /** In order; each run of unlocks is one statement (a rebuild's batch is mostly unlocks). */
  private async apply(events: readonly RecordedEvent<AchievementEvent>[], sql: SqlExecutor): Promise<void> {
    let unlocks: RecordedEvent<AchievementUnlocked>[] = [];
    for (const event of events) {
      if (event.type === 'AchievementUnlocked') {
        unlocks.push(event);
        continue;
      }
      await insert(unlocks, sql);
      unlocks = [];
      const userId = achievementsStreamOwner(event.streamId);
      if (event.type === 'AchievementMoved') {
        await sql.execute(
          'update unlocked_achievements set earned_for = ? where user_id = ? and achievement_type = ?',
          [event.data.earnedFor, userId, event.data.achievementType],
        );
      } else {
        await sql.execute('delete from unlocked_achievements where user_id = ? and achievement_type = ?', [
          userId,
          event.data.achievementType,
        ]);
      }
    }
    await insert(unlocks, sql);
  }
}

/** The primary key (person, type) refuses a second row even if two evaluations raced. */
async function insert(events: readonly RecordedEvent<AchievementUnlocked>[], sql: SqlExecutor): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => [
    achievementsStreamOwner(event.streamId),
    event.data.achievementType,
    event.data.earnedFor,
    event.data.unlockedAt,
  ]);
  await sql.execute(
    `insert into unlocked_achievements (user_id, achievement_type, earned_for, unlocked_at)
     values ${rows.map(() => '(?, ?, ?, ?)').join(', ')}`,
    rows.flat(),
  );
}
