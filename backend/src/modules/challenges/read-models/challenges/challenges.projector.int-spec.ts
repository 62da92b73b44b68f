// Read model `challenges`: given a pair's challenge events, each challenge, its week, status and outcome.
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import { type ChallengeEvent, challengesStreamId } from '#src/modules/challenges/challenges.events';
import { ChallengesProjector } from './challenges.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const WEEK_ONE = '33333333-3333-4333-8333-333333333333';
const WEEK_TWO = '44444444-4444-4444-8444-444444444444';
const ROWS = `select challenge_id, creator_id, challenged_id, week_start::text, status, winner_id,
                     creator_life_percentage, challenged_life_percentage, resolved_at::text
              from challenges order by week_start`;

const issued = (challengeId: string, weekStart: string): ChallengeEvent => ({
  type: 'ChallengeIssued',
  data: {
    challengeId,
    creatorId: ALEX,
    challengedId: SAM,
    weekStart,
    endsAt: `${weekStart}T23:00:00Z`,
    issuedAt: '2026-11-16T09:00:00Z',
  },
});

describe('the challenges read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new ChallengesProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('holds an issued challenge as active, then with its winner and both figures once settled', async () => {
    await test.given(storedEvents(challengesStreamId(ALEX, SAM), [issued(WEEK_ONE, '2026-11-16')]));
    expect(await test.sql.query(ROWS)).toEqual([
      expect.objectContaining({
        challenge_id: WEEK_ONE,
        creator_id: ALEX,
        challenged_id: SAM,
        week_start: '2026-11-16',
        status: 'active',
        winner_id: null,
      }),
    ]);
    await test.given(
      storedEvents(
        challengesStreamId(ALEX, SAM),
        [
          {
            type: 'ChallengeResolved',
            data: {
              challengeId: WEEK_ONE,
              outcome: 'completed',
              winnerId: SAM,
              creatorLifePercentage: 61,
              challengedLifePercentage: 74,
              resolvedAt: '2026-11-23T00:10:00Z',
            },
          },
        ],
        { firstVersion: 2 },
      ),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      {
        challenge_id: WEEK_ONE,
        creator_id: ALEX,
        challenged_id: SAM,
        week_start: '2026-11-16',
        status: 'completed',
        winner_id: SAM,
        creator_life_percentage: 61,
        challenged_life_percentage: 74,
        resolved_at: '2026-11-23 00:10:00+00',
      },
    ]);
  });

  it('settles a tie with no winner', async () => {
    await test.given(
      storedEvents(challengesStreamId(ALEX, SAM), [
        issued(WEEK_TWO, '2026-11-23'),
        {
          type: 'ChallengeResolved',
          data: {
            challengeId: WEEK_TWO,
            outcome: 'tied',
            winnerId: null,
            creatorLifePercentage: 70,
            challengedLifePercentage: 70,
            resolvedAt: '2026-11-30T00:10:00Z',
          },
        },
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      expect.objectContaining({ status: 'tied', winner_id: null, creator_life_percentage: 70 }),
    ]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = storedEvents(challengesStreamId(ALEX, SAM), [
      issued(WEEK_ONE, '2026-11-16'),
      issued(WEEK_TWO, '2026-11-23'),
      {
        type: 'ChallengeResolved',
        data: {
          challengeId: WEEK_ONE,
          outcome: 'completed',
          winnerId: ALEX,
          creatorLifePercentage: 80,
          challengedLifePercentage: 60,
          resolvedAt: '2026-11-23T00:10:00Z',
        },
      },
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });
});
