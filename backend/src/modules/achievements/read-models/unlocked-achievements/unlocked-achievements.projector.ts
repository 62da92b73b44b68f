// Read model `unlocked-achievements`: which achievements each person holds now, since when, and for
// which day or week. A moved achievement keeps when it was first unlocked; a revoked one leaves.
// Its table `unlocked_achievements`: created by shared/database/migrations/migration-20261121-unlocked-achievements.ts.
import { Injectable } from '@nestjs/common';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { type Projector, projectAroundBarriers } from '#src/shared/projections/projector';
import {
  ACHIEVEMENT_EVENTS,
  type AchievementEvent,
  type AchievementUnlocked,
  achievementsStreamOwner,
} from '#src/modules/achievements/achievements.events';
import { type AccountDeleted, isAccountDeleted } from '#src/modules/auth/account.events';

@Injectable()
export class UnlockedAchievementsProjector implements Projector<AchievementEvent | AccountDeleted> {
  readonly readModel = 'unlocked-achievements';
  readonly version = 2;
  readonly handles = [...ACHIEVEMENT_EVENTS, 'AccountDeleted'] as const;
  readonly tables = ['unlocked_achievements'] as const;

  async project(events: readonly RecordedEvent<AchievementEvent | AccountDeleted>[], sql: SqlWriter): Promise<void> {
    await projectAroundBarriers<AchievementEvent, AccountDeleted>(
      events,
      isAccountDeleted,
      (changes) => this.apply(changes, sql),
      (deleted) => sql.query('delete from unlocked_achievements where user_id = $1', [deleted.data.userId]),
    );
  }

  /** In order; each run of unlocks is one statement (a rebuild's batch is mostly unlocks). */
  private async apply(events: readonly RecordedEvent<AchievementEvent>[], sql: SqlWriter): Promise<void> {
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
        await sql.query(
          'update unlocked_achievements set earned_for = $1 where user_id = $2 and achievement_type = $3',
          [event.data.earnedFor, userId, event.data.achievementType],
        );
      } else {
        await sql.query('delete from unlocked_achievements where user_id = $1 and achievement_type = $2', [
          userId,
          event.data.achievementType,
        ]);
      }
    }
    await insert(unlocks, sql);
  }
}

/** The primary key (person, type) refuses a second row even if two evaluations raced. */
async function insert(events: readonly RecordedEvent<AchievementUnlocked>[], sql: SqlWriter): Promise<void> {
  if (events.length === 0) return;
  await sql.query(
    `insert into unlocked_achievements (user_id, achievement_type, earned_for, unlocked_at)
     select * from unnest($1::uuid[], $2::text[], $3::date[], $4::timestamptz[])`,
    [
      events.map((event) => achievementsStreamOwner(event.streamId)),
      events.map((event) => event.data.achievementType),
      events.map((event) => event.data.earnedFor),
      events.map((event) => event.data.unlockedAt),
    ],
  );
}
