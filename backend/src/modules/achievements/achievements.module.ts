// Achievements: the rules, the facts of each local day they read, and the machinery that awards them:
// an event subscription turns saved sessions into evaluation jobs, and a schedule evaluates people
// whose day or week ended with nobody doing anything. See docs/achievements.md.
import { Feature } from '#src/shared/features/feature';
import { AchievementsController } from './achievements.controller';
import { SettleAchievementsHandler } from './commands/settle-achievements.handler';
import { AchievementDaysProjector } from './read-models/achievement-days/achievement-days.projector';
import { UnlockedAchievementsProjector } from './read-models/unlocked-achievements/unlocked-achievements.projector';
import { AchievementsExport } from './read-models/unlocked-achievements/achievements-export';
import { GetAchievementsHandler } from './read-models/unlocked-achievements/get-achievements.handler';
import { AwardAchievementsWhenSessionsStop } from './reactions/award-achievements-when-sessions-stop';
import {
  ACHIEVEMENTS_QUEUE,
  EVALUATE_RECENT_DAYS,
  EvaluateAchievementsProcessor,
} from './reactions/evaluate-achievements.processor';

/** How often people whose local day has ended are looked at. */
const DAY_END_EVALUATION_EVERY_MS = 10 * 60 * 1000;

@Feature({
  contributes: {
    projectors: [AchievementDaysProjector, UnlockedAchievementsProjector],
    reactions: [AwardAchievementsWhenSessionsStop],
    processors: [EvaluateAchievementsProcessor],
    schedules: [{ queue: ACHIEVEMENTS_QUEUE, name: EVALUATE_RECENT_DAYS, everyMs: DAY_END_EVALUATION_EVERY_MS }],
    exportSections: [AchievementsExport],
  },
  controllers: [AchievementsController],
  providers: [SettleAchievementsHandler, GetAchievementsHandler],
})
export class AchievementsModule {}
