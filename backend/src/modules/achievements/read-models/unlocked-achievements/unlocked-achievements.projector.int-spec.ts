// Read model `unlocked-achievements`: given achievements unlocked, moved and revoked, what each person holds.
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import {
  type AchievementEvent,
  type AchievementType,
  type AchievementUnlocked,
  achievementsStreamId,
} from '#src/modules/achievements/achievements.events';
import { UnlockedAchievementsProjector } from './unlocked-achievements.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ROWS = `select user_id, achievement_type, earned_for::text, unlocked_at::text from unlocked_achievements
              order by user_id, achievement_type`;

const unlocked = (achievementType: AchievementType, earnedFor: string, unlockedAt: string): AchievementUnlocked => ({
  type: 'AchievementUnlocked',
  data: { achievementType, earnedFor, unlockedAt },
});

const moved = (achievementType: AchievementType, movedFrom: string, earnedFor: string): AchievementEvent => ({
  type: 'AchievementMoved',
  data: { achievementType, movedFrom, earnedFor, movedAt: '2026-11-25T10:00:00Z' },
});

const revoked = (achievementType: AchievementType, earnedFor: string): AchievementEvent => ({
  type: 'AchievementRevoked',
  data: { achievementType, earnedFor, revokedAt: '2026-11-25T10:00:00Z' },
});

describe('the unlocked-achievements read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new UnlockedAchievementsProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it("holds each person's achievements with the day that earned them", async () => {
    await test.given([
      ...storedEvents(achievementsStreamId(ALEX), [
        unlocked('commute_free_day', '2026-11-17', '2026-11-18T00:05:00Z'),
        unlocked('balanced_week', '2026-11-16', '2026-11-23T00:05:00Z'),
      ]),
      ...storedEvents(achievementsStreamId(SAM), [unlocked('unplugged_evening', '2026-11-20', '2026-11-21T00:05:00Z')]),
    ]);
    expect(await test.sql.query(ROWS)).toEqual([
      {
        user_id: SAM,
        achievement_type: 'unplugged_evening',
        earned_for: '2026-11-20',
        unlocked_at: '2026-11-21 00:05:00+00',
      },
      {
        user_id: ALEX,
        achievement_type: 'balanced_week',
        earned_for: '2026-11-16',
        unlocked_at: '2026-11-23 00:05:00+00',
      },
      {
        user_id: ALEX,
        achievement_type: 'commute_free_day',
        earned_for: '2026-11-17',
        unlocked_at: '2026-11-18 00:05:00+00',
      },
    ]);
  });

  it('refuses a second row for the same person and achievement', async () => {
    const first = storedEvents(achievementsStreamId(ALEX), [
      unlocked('commute_free_day', '2026-11-17', '2026-11-18T00:05:00Z'),
    ]);
    await test.given(first);
    await expect(test.given(first)).rejects.toThrow(/duplicate key/);
    expect(await test.sql.query(ROWS)).toHaveLength(1);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = storedEvents(achievementsStreamId(ALEX), [
      unlocked('commute_free_day', '2026-11-17', '2026-11-18T00:05:00Z'),
      unlocked('unplugged_evening', '2026-11-21', '2026-11-22T00:05:00Z'),
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });

  it('names the new day of a moved achievement and keeps when it was first unlocked', async () => {
    await test.given(
      storedEvents(achievementsStreamId(ALEX), [
        unlocked('commute_free_day', '2026-11-17', '2026-11-18T00:05:00Z'),
        moved('commute_free_day', '2026-11-17', '2026-11-19'),
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      {
        user_id: ALEX,
        achievement_type: 'commute_free_day',
        earned_for: '2026-11-19',
        unlocked_at: '2026-11-18 00:05:00+00',
      },
    ]);
  });

  it('drops a revoked achievement, and holds it again once it is earned again', async () => {
    const stream = achievementsStreamId(ALEX);
    await test.given(
      storedEvents(stream, [
        unlocked('commute_free_day', '2026-11-17', '2026-11-18T00:05:00Z'),
        unlocked('balanced_week', '2026-11-16', '2026-11-23T00:05:00Z'),
        revoked('commute_free_day', '2026-11-17'),
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([expect.objectContaining({ achievement_type: 'balanced_week' })]);
    const again = storedEvents(
      stream,
      [revoked('balanced_week', '2026-11-16'), unlocked('commute_free_day', '2026-11-24', '2026-11-25T00:05:00Z')],
      { firstVersion: 4 },
    );
    await test.given(again);
    expect(await test.sql.query(ROWS)).toEqual([
      expect.objectContaining({ achievement_type: 'commute_free_day', earned_for: '2026-11-24' }),
    ]);
  });

  it('comes out the same projected one append at a time or in one batch, through moves and revocations', async () => {
    const events = storedEvents(achievementsStreamId(ALEX), [
      unlocked('commute_free_day', '2026-11-17', '2026-11-18T00:05:00Z'),
      unlocked('unplugged_evening', '2026-11-21', '2026-11-22T00:05:00Z'),
      moved('commute_free_day', '2026-11-17', '2026-11-16'),
      revoked('unplugged_evening', '2026-11-21'),
      unlocked('unplugged_evening', '2026-11-27', '2026-11-28T00:05:00Z'),
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });
});
