// Unlocking an achievement directly, through the achievements' own command, for tests that need a
// person to hold one without living the days that earn it.
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { metadataFor } from '../../../shared/testing/event-metadata';
import type { AchievementType } from '../achievements.events';
import { UnlockAchievements } from '../commands/unlock-achievements.handler';

export function unlockAchievement(
  app: INestApplicationContext,
  userId: string,
  achievementType: AchievementType,
  earnedFor: string,
) {
  return app.get(CommandBus).execute(new UnlockAchievements(userId, [{ achievementType, earnedFor }], metadataFor()));
}
