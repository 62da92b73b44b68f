// Read model `facts-version`: given badges and challenge outcomes changing, each person's version moves
// once per change that concerns them; an account deletion forgets the person's row, and a change after
// it (a challenge settled again) gives them none back.
import type { AccountDeleted } from '#src/modules/auth/account.events';
import { type AchievementEvent, achievementsStreamId } from '#src/modules/achievements/achievements.events';
import { type ChallengeEvent, challengesStreamId } from '#src/modules/challenges/challenges.events';
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import { FactsVersionProjector } from './facts-version.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ROWS = 'select user_id, version::int from facts_versions order by user_id';

const unlocked: AchievementEvent = {
  type: 'AchievementUnlocked',
  data: { achievementType: 'commute_free_day', earnedFor: '2026-11-23', unlockedAt: '2026-11-24T00:05:00Z' },
};
const revoked: AchievementEvent = {
  type: 'AchievementRevoked',
  data: { achievementType: 'commute_free_day', earnedFor: '2026-11-23', revokedAt: '2026-11-24T10:00:00Z' },
};
const settled: ChallengeEvent = {
  type: 'ChallengeResolved',
  data: {
    challengeId: 'c0000000-0000-4000-8000-000000000001',
    outcome: 'completed',
    winnerId: ALEX,
    creatorLifePercentage: 80,
    challengedLifePercentage: 75,
    resolvedAt: '2026-11-23T00:05:00Z',
  },
};
const deleted: AccountDeleted = {
  type: 'AccountDeleted',
  data: { userId: SAM, deletedAt: '2026-11-25T00:00:00Z' },
};

describe('the facts-version read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new FactsVersionProjector());
    // Versions are kept for people with an account.
    await test.sql.query(
      `insert into users (id, issuer, subject, created_at, updated_at)
       select id, 'https://issuer.example', id::text, now(), now() from unnest($1::uuid[]) as id
       on conflict do nothing`,
      [[ALEX, SAM]],
    );
  });
  afterEach(() => test.reset());
  afterAll(async () => {
    await test.sql.query('delete from users where id = any($1::uuid[])', [[ALEX, SAM]]);
    await test.close();
  });

  it("moves a person's version with each change to their badges, and both people's with a challenge's outcome", async () => {
    await test.given(storedEvents(achievementsStreamId(ALEX), [unlocked, revoked]));
    await test.given(storedEvents(challengesStreamId(SAM, ALEX), [settled]));
    expect(await test.sql.query(ROWS)).toEqual([
      { user_id: SAM, version: 1 },
      { user_id: ALEX, version: 3 },
    ]);
  });

  it('forgets a deleted account', async () => {
    await test.given(storedEvents(challengesStreamId(SAM, ALEX), [settled]));
    await test.given(storedEvents('account', [deleted]));
    expect(await test.sql.query(ROWS)).toEqual([{ user_id: ALEX, version: 1 }]);
  });

  it('gives a deleted person no row back when a challenge of theirs is settled again after it', async () => {
    await test.given(storedEvents('account', [deleted]));
    await test.sql.query('delete from users where id = $1', [SAM]);
    try {
      await test.given(storedEvents(challengesStreamId(SAM, ALEX), [settled]));
      expect(await test.sql.query(ROWS)).toEqual([{ user_id: ALEX, version: 1 }]);
    } finally {
      await test.sql.query(
        `insert into users (id, issuer, subject, created_at, updated_at) values ($1, 'https://issuer.example', $2, now(), now())`,
        [SAM, SAM],
      );
    }
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = [
      ...storedEvents(achievementsStreamId(ALEX), [unlocked, revoked]),
      ...storedEvents(challengesStreamId(SAM, ALEX), [settled]),
    ];
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });
});
