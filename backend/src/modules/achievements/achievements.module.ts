// Achievements: the rules, the facts of each local day they read, and the machinery that awards them:
// an event subscription turns saved sessions into evaluation jobs, and a schedule evaluates people
// whose day or week ended with nobody doing anything. See docs/achievements.md.
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { PersonalData } from '#src/shared/export/personal-data';
import { JobQueue } from '#src/shared/jobs/job';
import { JobProcessors } from '#src/shared/jobs/job-processors';
import { BACKGROUND_WORK_HERE } from '#src/shared/jobs/jobs.module';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
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

@Module({
  controllers: [AchievementsController],
  providers: [
    SettleAchievementsHandler,
    GetAchievementsHandler,
    AchievementsExport,
    UnlockedAchievementsProjector,
    AchievementDaysProjector,
    EvaluateAchievementsProcessor,
    AwardAchievementsWhenSessionsStop,
  ],
})
export class AchievementsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly unlockedAchievements: UnlockedAchievementsProjector,
    private readonly achievementDays: AchievementDaysProjector,
    private readonly processors: JobProcessors,
    private readonly evaluate: EvaluateAchievementsProcessor,
    private readonly subscriptions: EventSubscriptions,
    private readonly awardWhenSessionsStop: AwardAchievementsWhenSessionsStop,
    private readonly jobs: JobQueue,
    @Inject(BACKGROUND_WORK_HERE) private readonly backgroundWorkHere: boolean,
    private readonly personalData: PersonalData,
    private readonly achievementsExport: AchievementsExport,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.achievementDays, this.unlockedAchievements);
    this.processors.register(this.evaluate);
    this.subscriptions.register(this.awardWhenSessionsStop);
    this.personalData.register(this.achievementsExport);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.backgroundWorkHere)
      await this.jobs.schedule(ACHIEVEMENTS_QUEUE, EVALUATE_RECENT_DAYS, DAY_END_EVALUATION_EVERY_MS);
  }
}
