// A pair's challenges: at most one per week, each settled once its week has ended, and settled again
// whenever the week's figures change afterwards, so its outcome is always the one the history gives.
import type { Decider } from '#src/shared/deciders/decider';
import { DomainError, assertNever } from '#src/shared/deciders/domain-error';
import type { ChallengeEvent, ChallengeOutcome } from './challenges.events';
import { challengeResult } from './domain/challenge-outcome';
import { challengeWeekProblem } from './domain/challenge-week';
import { dated, week } from '#src/shared/deciders/dated-message';

/** What a settlement recorded: compared with a new one to tell whether anything changed. */
interface Settlement {
  readonly outcome: ChallengeOutcome;
  readonly winnerId: string | null;
  readonly creatorLifePercentage: number | null;
  readonly challengedLifePercentage: number | null;
}

interface KnownChallenge {
  readonly creatorId: string;
  readonly challengedId: string;
  readonly weekStart: string;
  readonly endsAt: string;
  readonly settlement: Settlement | null;
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
      challenges.set(challengeId, { creatorId, challengedId, weekStart, endsAt, settlement: null });
      return { challenges };
    }
    case 'ChallengeResolved':
    case 'ChallengeResettled': {
      const { challengeId, outcome, winnerId, creatorLifePercentage, challengedLifePercentage } = event.data;
      const known = challenges.get(challengeId);
      if (known) {
        const settlement = { outcome, winnerId, creatorLifePercentage, challengedLifePercentage };
        challenges.set(challengeId, { ...known, settlement });
      }
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
          dated`You two already have a challenge for the week of ${week(weekStart)}. Pick another week.`,
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
      // An early call settles nothing; a repeat on the same figures (a redelivered job) changes nothing.
      if (!challenge || Date.parse(challenge.endsAt) > now.getTime()) return [];
      const settlement: Settlement = {
        ...challengeResult(
          { personId: challenge.creatorId, lifePercentage: creatorLifePercentage },
          { personId: challenge.challengedId, lifePercentage: challengedLifePercentage },
        ),
        creatorLifePercentage,
        challengedLifePercentage,
      };
      if (!challenge.settlement) {
        return [{ type: 'ChallengeResolved', data: { challengeId, ...settlement, resolvedAt: now.toISOString() } }];
      }
      if (sameSettlement(challenge.settlement, settlement)) return [];
      return [{ type: 'ChallengeResettled', data: { challengeId, ...settlement, resettledAt: now.toISOString() } }];
    }
    default:
      return assertNever(command);
  }
}

function sameSettlement(a: Settlement, b: Settlement): boolean {
  return (
    a.outcome === b.outcome &&
    a.winnerId === b.winnerId &&
    a.creatorLifePercentage === b.creatorLifePercentage &&
    a.challengedLifePercentage === b.challengedLifePercentage
  );
}

export const challengesDecider: Decider<ChallengesCommand, ChallengeEvent, ChallengesState> = {
  initialState: { challenges: new Map() },
  evolve,
  decide,
};
