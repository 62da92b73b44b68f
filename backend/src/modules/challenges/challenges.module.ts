// Challenges: two friends compare one week's balance; a schedule settles each when its week ends, and
// a change to either person's sessions settles it again.
import { Feature } from '#src/shared/features/feature';
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

@Feature({
  contributes: {
    projectors: [ChallengesProjector],
    reactions: [SettleChallengesAgainWhenSessionsChange],
    processors: [ResolveEndedChallengesProcessor],
    schedules: [{ queue: CHALLENGES_QUEUE, name: RESOLVE_ENDED_CHALLENGES, everyMs: CHALLENGE_RESOLUTION_EVERY_MS }],
    exportSections: [ChallengesExport],
  },
  controllers: [ChallengesController],
  providers: [IssueChallengeHandler, ResolveChallengeHandler, GetChallengesHandler],
})
export class ChallengesModule {}
