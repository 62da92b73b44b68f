// The achievements' public vocabulary. A person's claims follow their history: an achievement is
// unlocked when a day or week first earns it, moves when the earliest day or week that earns it
// changes, and is revoked when none does any more (a correction, a deletion, an import changed them).
import type { DomainEvent } from '#src/shared/deciders/decider';

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

export type AchievementMoved = DomainEvent<
  'AchievementMoved',
  {
    readonly achievementType: AchievementType;
    /** The day or week named until now. */
    readonly movedFrom: string;
    /** The earliest day or week that earns it in the history as it now is. */
    readonly earnedFor: string;
    readonly movedAt: string;
  }
>;

export type AchievementRevoked = DomainEvent<
  'AchievementRevoked',
  {
    readonly achievementType: AchievementType;
    /** The day or week that was named, and no longer earns it. */
    readonly earnedFor: string;
    readonly revokedAt: string;
  }
>;

export type AchievementEvent = AchievementUnlocked | AchievementMoved | AchievementRevoked;

export const ACHIEVEMENT_EVENTS = ['AchievementUnlocked', 'AchievementMoved', 'AchievementRevoked'] as const;

const ACHIEVEMENTS_STREAM_PREFIX = 'achievements-';

/** One stream per person: the achievements they hold, and for which day or week. */
export function achievementsStreamId(userId: string): string {
  return `${ACHIEVEMENTS_STREAM_PREFIX}${userId}`;
}

export function achievementsStreamOwner(streamId: string): string {
  return streamId.slice(ACHIEVEMENTS_STREAM_PREFIX.length);
}
