import { scenarioFor } from '#src/shared/testing/decider-scenario';
import type { ChallengeEvent } from './challenges.events';
import { type ChallengesCommand, challengesDecider } from './challenges.decider';

const given = scenarioFor(challengesDecider);
const ALEX = 'a1a1a1a1-0000-4000-8000-000000000001';
const SAM = 'b2b2b2b2-0000-4000-8000-000000000002';
const CHALLENGE = 'c0000000-0000-4000-8000-000000000001';
const THIS_WEEK = '2026-11-16';
const WEEK_ENDS = '2026-11-23T00:00:00.000Z';
const ISSUED = new Date('2026-11-18T09:00:00.000Z');

const issue = (weekStart = THIS_WEEK, challengeId = CHALLENGE): ChallengesCommand => ({
  type: 'IssueChallenge',
  data: {
    challengeId,
    creatorId: ALEX,
    challengedId: SAM,
    weekStart,
    currentWeekStart: THIS_WEEK,
    endsAt: new Date(WEEK_ENDS),
    now: ISSUED,
  },
});
const issued: ChallengeEvent = {
  type: 'ChallengeIssued',
  data: {
    challengeId: CHALLENGE,
    creatorId: ALEX,
    challengedId: SAM,
    weekStart: THIS_WEEK,
    endsAt: WEEK_ENDS,
    issuedAt: ISSUED.toISOString(),
  },
};
const resolve = (now: string, creator: number | null, challenged: number | null): ChallengesCommand => ({
  type: 'ResolveChallenge',
  data: {
    challengeId: CHALLENGE,
    creatorLifePercentage: creator,
    challengedLifePercentage: challenged,
    now: new Date(now),
  },
});

describe('challenges', () => {
  it('issues a challenge for this week', () => {
    given([]).when(issue()).then([issued]);
  });

  it('refuses a second challenge for the same pair and week, from either side', () => {
    given([issued])
      .when(issue(THIS_WEEK, 'c0000000-0000-4000-8000-000000000002'))
      .thenRefusedWith('CHALLENGE.ALREADY_SET');
  });

  it('takes another week for the same pair', () => {
    const state = challengesDecider.evolve(challengesDecider.initialState, issued);
    const [event] = challengesDecider.decide(issue('2026-11-23', 'c0000000-0000-4000-8000-000000000002'), state);
    expect(event).toMatchObject({ type: 'ChallengeIssued', data: { weekStart: '2026-11-23' } });
  });

  it('refuses a week that has passed', () => {
    given([]).when(issue('2026-11-09')).thenRefusedWith('CHALLENGE.WEEK_NOT_OPEN');
  });

  it('resolves once the week has ended: the higher life percentage wins', () => {
    given([issued])
      .when(resolve(WEEK_ENDS, 71, 64))
      .then([
        {
          type: 'ChallengeResolved',
          data: {
            challengeId: CHALLENGE,
            outcome: 'completed',
            winnerId: ALEX,
            creatorLifePercentage: 71,
            challengedLifePercentage: 64,
            resolvedAt: WEEK_ENDS,
          },
        },
      ]);
  });

  it('does not resolve before the week has ended', () => {
    given([issued])
      .when(resolve('2026-11-22T23:59:59.999Z', 71, 64))
      .then([]);
  });

  it('settles a challenge once for the same figures: a repeat changes nothing', () => {
    const [resolved] = challengesDecider.decide(
      resolve(WEEK_ENDS, 50, 50),
      challengesDecider.evolve(challengesDecider.initialState, issued),
    );
    expect(resolved).toMatchObject({ data: { outcome: 'tied', winnerId: null } });
    given([issued, resolved])
      .when(resolve('2026-11-24T00:00:00.000Z', 50, 50))
      .then([]);
  });

  it("settles a challenge again with its new outcome when the week's figures change afterwards", () => {
    const [resolved] = challengesDecider.decide(
      resolve(WEEK_ENDS, 71, 64),
      challengesDecider.evolve(challengesDecider.initialState, issued),
    );
    given([issued, resolved])
      .when(resolve('2026-11-24T10:00:00.000Z', 62, 64))
      .then([
        {
          type: 'ChallengeResettled',
          data: {
            challengeId: CHALLENGE,
            outcome: 'completed',
            winnerId: SAM,
            creatorLifePercentage: 62,
            challengedLifePercentage: 64,
            resettledAt: '2026-11-24T10:00:00.000Z',
          },
        },
      ]);
  });

  it('settles a challenge again when a figure changes even if the winner does not', () => {
    const [resolved] = challengesDecider.decide(
      resolve(WEEK_ENDS, 71, 64),
      challengesDecider.evolve(challengesDecider.initialState, issued),
    );
    const [resettled] = challengesDecider.decide(
      resolve('2026-11-24T10:00:00.000Z', 75, 64),
      [issued, resolved].reduce(challengesDecider.evolve, challengesDecider.initialState),
    );
    expect(resettled).toMatchObject({
      type: 'ChallengeResettled',
      data: { winnerId: ALEX, creatorLifePercentage: 75 },
    });
    given([issued, resolved, resettled])
      .when(resolve('2026-11-25T10:00:00.000Z', 75, 64))
      .then([]);
  });

  it('resolves nothing for an unknown challenge', () => {
    given([])
      .when(resolve(WEEK_ENDS, 71, 64))
      .then([]);
  });
});
