// What GET /api/achievements answers.
import { ApiProperty } from '@nestjs/swagger';
import { ApiDate, ApiMoment } from '#src/shared/http/api-properties';
import { ACHIEVEMENT_TYPES, type AchievementType } from './achievements.events';
import type { AchievementView } from './read-models/unlocked-achievements/get-achievements.handler';

export class AchievementAnswer implements AchievementView {
  @ApiProperty({ enum: ACHIEVEMENT_TYPES, example: 'commute_free_day' })
  readonly achievementType!: AchievementType;

  @ApiDate("The day it was earned for, or the week's Monday for balanced_week (docs/achievements.md).", '2026-11-18')
  readonly earnedFor!: string;

  @ApiMoment('When it was unlocked.')
  readonly unlockedAt!: string;
}
