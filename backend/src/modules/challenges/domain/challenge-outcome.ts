// Who won a challenge: the higher life percentage of the week. Someone who tracked nothing that week
// has no percentage and cannot win; if neither tracked anything, or both have the same, it is a tie.
import type { ChallengeOutcome } from '#src/modules/challenges/challenges.events';

export interface Contender {
  readonly personId: string;
  readonly lifePercentage: number | null;
}

export interface Result {
  readonly outcome: ChallengeOutcome;
  readonly winnerId: string | null;
}

export function challengeResult(creator: Contender, challenged: Contender): Result {
  const creatorScore = creator.lifePercentage ?? -1;
  const challengedScore = challenged.lifePercentage ?? -1;
  if (creatorScore === challengedScore) return { outcome: 'tied', winnerId: null };
  return { outcome: 'completed', winnerId: creatorScore > challengedScore ? creator.personId : challenged.personId };
}
