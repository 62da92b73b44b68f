// The challenges' public vocabulary. One stream per pair of people holds all their challenges, so
// "one challenge per pair and week" is decided on one history.
import type { DomainEvent } from '#src/shared/deciders/decider';
import { pairStreamId } from '#src/shared/event-store/pair-stream-id';

export type ChallengeIssued = DomainEvent<
  'ChallengeIssued',
  {
    readonly challengeId: string;
    readonly creatorId: string;
    readonly challengedId: string;
    /** The Monday of the week the two compare. */
    readonly weekStart: string;
    /** When that week ends in the creator's time zone: from then on it can be resolved. */
    readonly endsAt: string;
    readonly issuedAt: string;
  }
>;

export type ChallengeOutcome = 'completed' | 'tied';

export type ChallengeResolved = DomainEvent<
  'ChallengeResolved',
  {
    readonly challengeId: string;
    readonly outcome: ChallengeOutcome;
    /** Set when the outcome is 'completed'. */
    readonly winnerId: string | null;
    readonly creatorLifePercentage: number | null;
    readonly challengedLifePercentage: number | null;
    readonly resolvedAt: string;
  }
>;

/**
 * A settled challenge whose week's figures changed (a session of that week corrected, added, deleted
 * or imported) is settled again on the figures as they now are.
 */
export type ChallengeResettled = DomainEvent<
  'ChallengeResettled',
  {
    readonly challengeId: string;
    readonly outcome: ChallengeOutcome;
    /** Set when the outcome is 'completed'. */
    readonly winnerId: string | null;
    readonly creatorLifePercentage: number | null;
    readonly challengedLifePercentage: number | null;
    readonly resettledAt: string;
  }
>;

export type ChallengeEvent = ChallengeIssued | ChallengeResolved | ChallengeResettled;

export type ChallengeStatus = 'active' | ChallengeOutcome;

export const CHALLENGES_STREAM_PREFIX = 'challenges';

export function challengesStreamId(personId: string, otherPersonId: string): string {
  return pairStreamId(CHALLENGES_STREAM_PREFIX, personId, otherPersonId);
}
