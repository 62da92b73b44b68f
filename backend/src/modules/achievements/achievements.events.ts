// The achievements' public vocabulary.
import type { DomainEvent } from '../../shared/deciders/decider';

export const ACHIEVEMENT_TYPES = ['balanced_week', 'commute_free_day', 'unplugged_evening'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export type AchievementUnlocked = DomainEvent<
  'AchievementUnlocked',
  {
    readonly achievementType: AchievementType;
    /** The local date (or, for balanced_week, the Monday of the local week) that earned it. */
    readonly earnedFor: string;
    readonly unlockedAt: string;
  }
>;

export type AchievementEvent = AchievementUnlocked;

const ACHIEVEMENTS_STREAM_PREFIX = 'achievements-';

/** One stream per person: the achievements they have unlocked. */
export function achievementsStreamId(userId: string): string {
  return `${ACHIEVEMENTS_STREAM_PREFIX}${userId}`;
}

export function achievementsStreamOwner(streamId: string): string {
  return streamId.slice(ACHIEVEMENTS_STREAM_PREFIX.length);
}
