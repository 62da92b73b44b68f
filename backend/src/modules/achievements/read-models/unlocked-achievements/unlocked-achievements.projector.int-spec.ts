// Read model `unlocked-achievements`: given AchievementUnlocked events, what each person holds.
import { type ProjectionTest, projectionTest, storedEvents } from '../../../../shared/testing/projection-test';
import { type AchievementType, type AchievementUnlocked, achievementsStreamId } from '../../achievements.events';
import { UnlockedAchievementsProjector } from './unlocked-achievements.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ROWS = `select user_id, achievement_type, earned_for::text, unlocked_at::text from unlocked_achievements
              order by user_id, achievement_type`;

const unlocked = (achievementType: AchievementType, earnedFor: string, unlockedAt: string): AchievementUnlocked => ({
  type: 'AchievementUnlocked',
  data: { achievementType, earnedFor, unlockedAt },
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
    expect(await test.sql.execute(ROWS)).toEqual([
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
    expect(await test.sql.execute(ROWS)).toHaveLength(1);
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
});
