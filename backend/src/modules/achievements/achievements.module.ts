// Achievements: the unlocked-achievements read model and GET /api/achievements. Awarding (the rules,
// the event subscription and the evaluation jobs) is the next step; see docs/achievements.md.
import { Module, type OnModuleInit } from '@nestjs/common';
import { InlineProjections } from '../../shared/projections/inline-projections';
import { AchievementsController } from './achievements.controller';
import { UnlockAchievementHandler } from './commands/unlock-achievement.handler';
import { UnlockedAchievementsProjector } from './projections/unlocked-achievements.projector';
import { GetAchievementsHandler } from './queries/get-achievements.handler';

@Module({
  controllers: [AchievementsController],
  providers: [UnlockAchievementHandler, GetAchievementsHandler, UnlockedAchievementsProjector],
})
export class AchievementsModule implements OnModuleInit {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly unlockedAchievements: UnlockedAchievementsProjector,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.unlockedAchievements);
  }
}
