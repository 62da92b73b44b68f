import { scenarioFor } from '#src/shared/testing/decider-scenario';
import { type AchievementsCommand, achievementsDecider } from './achievements.decider';
import type { AchievementEvent, AchievementType } from './achievements.events';

const unlocked = (achievementType: AchievementType, earnedFor: string, unlockedAt: string): AchievementEvent => ({
  type: 'AchievementUnlocked',
  data: { achievementType, earnedFor, unlockedAt },
});

const moved = (achievementType: AchievementType, movedFrom: string, earnedFor: string, movedAt: string) =>
  ({ type: 'AchievementMoved', data: { achievementType, movedFrom, earnedFor, movedAt } }) as const;

const revoked = (achievementType: AchievementType, earnedFor: string, revokedAt: string) =>
  ({ type: 'AchievementRevoked', data: { achievementType, earnedFor, revokedAt } }) as const;

/** The rules' verdict on the history as it now is: everything earned, each with its day or week. */
const settle = (earned: [AchievementType, string][], now: string): AchievementsCommand => ({
  type: 'SettleAchievements',
  data: { earned: earned.map(([achievementType, earnedFor]) => ({ achievementType, earnedFor })), now: new Date(now) },
});

const given = scenarioFor(achievementsDecider);
const HELD_SINCE = '2026-11-19T00:00:05.000Z';
const commuteFreeOnWednesday = unlocked('commute_free_day', '2026-11-18', HELD_SINCE);

describe('achievements', () => {
  it('unlocks an achievement the first time it is earned', () => {
    given([])
      .when(settle([['commute_free_day', '2026-11-18']], '2026-11-19T00:00:05Z'))
      .then([unlocked('commute_free_day', '2026-11-18', HELD_SINCE)]);
  });

  it('changes nothing when the history earns what is already held, for the same day', () => {
    given([commuteFreeOnWednesday])
      .when(settle([['commute_free_day', '2026-11-18']], '2026-11-21T00:00:05Z'))
      .then([]);
  });

  it('unlocks a different achievement beside one already held', () => {
    given([commuteFreeOnWednesday])
      .when(
        settle(
          [
            ['balanced_week', '2026-11-16'],
            ['commute_free_day', '2026-11-18'],
          ],
          '2026-11-23T00:00:05Z',
        ),
      )
      .then([unlocked('balanced_week', '2026-11-16', '2026-11-23T00:00:05.000Z')]);
  });

  it('moves an achievement to the earliest day that still earns it once its day no longer does', () => {
    // Wednesday gained a commute; Friday, with work and no commute, is now the first commute-free day.
    given([commuteFreeOnWednesday])
      .when(settle([['commute_free_day', '2026-11-20']], '2026-11-24T10:00:00Z'))
      .then([moved('commute_free_day', '2026-11-18', '2026-11-20', '2026-11-24T10:00:00.000Z')]);
  });

  it('moves an achievement to an earlier day that earns it, once that day is filled in', () => {
    given([commuteFreeOnWednesday])
      .when(settle([['commute_free_day', '2026-11-16']], '2026-11-24T10:00:00Z'))
      .then([moved('commute_free_day', '2026-11-18', '2026-11-16', '2026-11-24T10:00:00.000Z')]);
  });

  it('locks an achievement again when nothing in the history earns it any more', () => {
    given([commuteFreeOnWednesday])
      .when(settle([], '2026-11-24T10:00:00Z'))
      .then([revoked('commute_free_day', '2026-11-18', '2026-11-24T10:00:00.000Z')]);
  });

  it('unlocks an achievement again after it was locked, once a day earns it again', () => {
    given([commuteFreeOnWednesday, revoked('commute_free_day', '2026-11-18', '2026-11-24T10:00:00.000Z')])
      .when(settle([['commute_free_day', '2026-11-25']], '2026-11-26T00:00:05Z'))
      .then([unlocked('commute_free_day', '2026-11-25', '2026-11-26T00:00:05.000Z')]);
  });

  it('settles every achievement in one decision: unlocks, moves and revocations together', () => {
    const history = [commuteFreeOnWednesday, unlocked('unplugged_evening', '2026-11-20', '2026-11-21T00:00:05.000Z')];
    given(history)
      .when(
        settle(
          [
            ['balanced_week', '2026-11-16'],
            ['commute_free_day', '2026-11-17'],
          ],
          '2026-11-23T00:00:05Z',
        ),
      )
      .then([
        unlocked('balanced_week', '2026-11-16', '2026-11-23T00:00:05.000Z'),
        moved('commute_free_day', '2026-11-18', '2026-11-17', '2026-11-23T00:00:05.000Z'),
        revoked('unplugged_evening', '2026-11-20', '2026-11-23T00:00:05.000Z'),
      ]);
  });

  it('takes the first day named when an achievement is named twice', () => {
    given([])
      .when(
        settle(
          [
            ['commute_free_day', '2026-11-18'],
            ['commute_free_day', '2026-11-20'],
          ],
          '2026-11-21T00:00:05Z',
        ),
      )
      .then([unlocked('commute_free_day', '2026-11-18', '2026-11-21T00:00:05.000Z')]);
  });
});
