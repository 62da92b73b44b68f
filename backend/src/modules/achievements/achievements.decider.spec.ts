import { scenarioFor } from '../../shared/testing/decider-scenario';
import { type AchievementsCommand, achievementsDecider } from './achievements.decider';
import type { AchievementEvent, AchievementType } from './achievements.events';

const unlocked = (achievementType: AchievementType, earnedFor: string, unlockedAt: string): AchievementEvent => ({
  type: 'AchievementUnlocked',
  data: { achievementType, earnedFor, unlockedAt },
});

const unlockAll = (earned: [AchievementType, string][], now: string): AchievementsCommand => ({
  type: 'UnlockAchievements',
  data: { earned: earned.map(([achievementType, earnedFor]) => ({ achievementType, earnedFor })), now: new Date(now) },
});

const unlock = (achievementType: AchievementType, earnedFor: string, now: string): AchievementsCommand =>
  unlockAll([[achievementType, earnedFor]], now);

const given = scenarioFor(achievementsDecider);

describe('achievements', () => {
  it('unlocks an achievement the first time it is earned', () => {
    given([])
      .when(unlock('commute_free_day', '2026-11-18', '2026-11-19T00:00:05Z'))
      .then([unlocked('commute_free_day', '2026-11-18', '2026-11-19T00:00:05.000Z')]);
  });

  it('awards nothing when the same achievement is earned again', () => {
    const history = [unlocked('commute_free_day', '2026-11-18', '2026-11-19T00:00:05.000Z')];
    given(history)
      .when(unlock('commute_free_day', '2026-11-20', '2026-11-21T00:00:05Z'))
      .then([]);
  });

  it('unlocks a different achievement beside one already held', () => {
    const history = [unlocked('commute_free_day', '2026-11-18', '2026-11-19T00:00:05.000Z')];
    given(history)
      .when(unlock('balanced_week', '2026-11-16', '2026-11-23T00:00:05Z'))
      .then([unlocked('balanced_week', '2026-11-16', '2026-11-23T00:00:05.000Z')]);
  });

  it('unlocks everything one evaluation found at once, skipping what is already held', () => {
    const history = [unlocked('commute_free_day', '2026-11-18', '2026-11-19T00:00:05.000Z')];
    const found: [AchievementType, string][] = [
      ['balanced_week', '2026-11-16'],
      ['commute_free_day', '2026-11-20'],
      ['unplugged_evening', '2026-11-20'],
    ];
    given(history)
      .when(unlockAll(found, '2026-11-23T00:00:05Z'))
      .then([
        unlocked('balanced_week', '2026-11-16', '2026-11-23T00:00:05.000Z'),
        unlocked('unplugged_evening', '2026-11-20', '2026-11-23T00:00:05.000Z'),
      ]);
  });

  it('unlocks an achievement named twice in one command once, for the first day named', () => {
    const twice: [AchievementType, string][] = [
      ['commute_free_day', '2026-11-18'],
      ['commute_free_day', '2026-11-20'],
    ];
    given([])
      .when(unlockAll(twice, '2026-11-21T00:00:05Z'))
      .then([unlocked('commute_free_day', '2026-11-18', '2026-11-21T00:00:05.000Z')]);
  });
});
