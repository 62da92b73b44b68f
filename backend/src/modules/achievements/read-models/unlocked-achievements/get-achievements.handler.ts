// GetAchievements: the achievements a person holds, from the unlocked-achievements read model.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { dateText } from '#src/shared/database/date-text';
import type { AchievementType } from '#src/modules/achievements/achievements.events';

export interface AchievementView {
  readonly achievementType: AchievementType;
  readonly earnedFor: string;
  readonly unlockedAt: string;
}

export class GetAchievements extends Query<AchievementView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetAchievements)
export class GetAchievementsHandler implements IQueryHandler<GetAchievements> {
  constructor(private readonly database: Database) {}

  async execute({ userId }: GetAchievements): Promise<AchievementView[]> {
    const rows = await this.database.query<{
      achievement_type: AchievementType;
      earned_for: Date | string;
      unlocked_at: Date;
    }>(
      'select achievement_type, earned_for, unlocked_at from unlocked_achievements where user_id = $1 order by unlocked_at',
      [userId],
    );
    return rows.map((row) => ({
      achievementType: row.achievement_type,
      earnedFor: dateText(row.earned_for),
      unlockedAt: new Date(row.unlocked_at).toISOString(),
    }));
  }
}
