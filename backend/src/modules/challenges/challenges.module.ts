// Challenges: two friends compare one week's balance; a schedule settles each when its week ends, and
// a change to either person's sessions settles it again.
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { PersonalData } from '#src/shared/export/personal-data';
import { JobQueue } from '#src/shared/jobs/job';
import { JobProcessors } from '#src/shared/jobs/job-processors';
import { BACKGROUND_WORK_HERE } from '#src/shared/jobs/jobs.module';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { EventSubscriptions } from '#src/shared/subscriptions/event-subscriptions';
import { ChallengesController } from './challenges.controller';
import { IssueChallengeHandler } from './commands/issue-challenge.handler';
import { ResolveChallengeHandler } from './commands/resolve-challenge.handler';
import { ChallengesProjector } from './read-models/challenges/challenges.projector';
import { ChallengesExport } from './read-models/challenges/challenges-export';
import { GetChallengesHandler } from './read-models/challenges/get-challenges.handler';
import {
  CHALLENGES_QUEUE,
  RESOLVE_ENDED_CHALLENGES,
  ResolveEndedChallengesProcessor,
} from './reactions/resolve-ended-challenges.processor';
import { SettleChallengesAgainWhenSessionsChange } from './reactions/settle-challenges-again-when-sessions-change';

/** How often challenges whose week has ended are looked for. */
const CHALLENGE_RESOLUTION_EVERY_MS = 10 * 60 * 1000;

@Module({
  controllers: [ChallengesController],
  providers: [
    IssueChallengeHandler,
    ResolveChallengeHandler,
    GetChallengesHandler,
    ChallengesExport,
    ChallengesProjector,
    ResolveEndedChallengesProcessor,
    SettleChallengesAgainWhenSessionsChange,
  ],
})
export class ChallengesModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly challenges: ChallengesProjector,
    private readonly processors: JobProcessors,
    private readonly resolveEnded: ResolveEndedChallengesProcessor,
    private readonly jobs: JobQueue,
    @Inject(BACKGROUND_WORK_HERE) private readonly backgroundWorkHere: boolean,
    private readonly personalData: PersonalData,
    private readonly challengesExport: ChallengesExport,
    private readonly subscriptions: EventSubscriptions,
    private readonly settleAgainWhenSessionsChange: SettleChallengesAgainWhenSessionsChange,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.challenges);
    this.processors.register(this.resolveEnded);
    this.personalData.register(this.challengesExport);
    this.subscriptions.register(this.settleAgainWhenSessionsChange);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.backgroundWorkHere) {
      await this.jobs.schedule(CHALLENGES_QUEUE, RESOLVE_ENDED_CHALLENGES, CHALLENGE_RESOLUTION_EVERY_MS);
    }
  }
}
