// A pair's challenges: at most one per week, each resolved once, after its week has ended.
import type { Decider } from '../../shared/deciders/decider';
import { DomainError, assertNever } from '../../shared/deciders/domain-error';
import type { ChallengeEvent } from './challenges.events';
import { challengeResult } from './domain/challenge-outcome';
import { challengeWeekProblem } from './domain/challenge-week';

interface KnownChallenge {
  readonly creatorId: string;
  readonly challengedId: string;
  readonly weekStart: string;
  readonly endsAt: string;
  readonly resolved: boolean;
}

export interface ChallengesState {
  readonly challenges: ReadonlyMap<string, KnownChallenge>;
}

export type ChallengesCommand =
  | {
      readonly type: 'IssueChallenge';
      readonly data: {
        readonly challengeId: string;
        readonly creatorId: string;
        readonly challengedId: string;
        readonly weekStart: string;
        readonly currentWeekStart: string;
        readonly endsAt: Date;
        readonly now: Date;
      };
    }
  | {
      readonly type: 'ResolveChallenge';
      readonly data: {
        readonly challengeId: string;
        readonly creatorLifePercentage: number | null;
        readonly challengedLifePercentage: number | null;
        readonly now: Date;
      };
    };

function evolve(state: ChallengesState, event: ChallengeEvent): ChallengesState {
  const challenges = new Map(state.challenges);
  switch (event.type) {
    case 'ChallengeIssued': {
      const { challengeId, creatorId, challengedId, weekStart, endsAt } = event.data;
      challenges.set(challengeId, { creatorId, challengedId, weekStart, endsAt, resolved: false });
      return { challenges };
    }
    case 'ChallengeResolved': {
      const known = challenges.get(event.data.challengeId);
      if (known) challenges.set(event.data.challengeId, { ...known, resolved: true });
      return { challenges };
    }
    default:
      return assertNever(event);
  }
}

function decide(command: ChallengesCommand, state: ChallengesState): ChallengeEvent[] {
  switch (command.type) {
    case 'IssueChallenge': {
      const { challengeId, creatorId, challengedId, weekStart, currentWeekStart, endsAt, now } = command.data;
      const weekProblem = challengeWeekProblem(weekStart, currentWeekStart);
      if (weekProblem) throw new DomainError('CHALLENGE.WEEK_NOT_OPEN', 'invalid', weekProblem);
      if ([...state.challenges.values()].some((challenge) => challenge.weekStart === weekStart)) {
        throw new DomainError(
          'CHALLENGE.ALREADY_SET',
          'conflict',
          `You two already have a challenge for the week of ${weekStart}. Pick another week.`,
        );
      }
      return [
        {
          type: 'ChallengeIssued',
          data: {
            challengeId,
            creatorId,
            challengedId,
            weekStart,
            endsAt: endsAt.toISOString(),
            issuedAt: now.toISOString(),
          },
        },
      ];
    }
    case 'ResolveChallenge': {
      const { challengeId, creatorLifePercentage, challengedLifePercentage, now } = command.data;
      const challenge = state.challenges.get(challengeId);
      // A repeat (a redelivered job) or an early call resolves nothing.
      if (!challenge || challenge.resolved || Date.parse(challenge.endsAt) > now.getTime()) return [];
      const { outcome, winnerId } = challengeResult(
        { personId: challenge.creatorId, lifePercentage: creatorLifePercentage },
        { personId: challenge.challengedId, lifePercentage: challengedLifePercentage },
      );
      return [
        {
          type: 'ChallengeResolved',
          data: {
            challengeId,
            outcome,
            winnerId,
            creatorLifePercentage,
            challengedLifePercentage,
            resolvedAt: now.toISOString(),
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const challengesDecider: Decider<ChallengesCommand, ChallengeEvent, ChallengesState> = {
  initialState: { challenges: new Map() },
  evolve,
  decide,
};
