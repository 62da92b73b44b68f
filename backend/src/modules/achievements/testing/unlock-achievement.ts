// Granting an achievement directly, through the achievements' own command, for tests that need a
// person to hold one without living the days that earn it (the next evaluation of their history
// settles it again by the rules).
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { metadataFor } from '#src/shared/testing/event-metadata';
import type { AchievementType } from '#src/modules/achievements/achievements.events';
import { SettleAchievements } from '#src/modules/achievements/commands/settle-achievements.handler';

export function unlockAchievement(
  app: INestApplicationContext,
  userId: string,
  achievementType: AchievementType,
  earnedFor: string,
) {
  return app.get(CommandBus).execute(new SettleAchievements(userId, [{ achievementType, earnedFor }], metadataFor()));
}
