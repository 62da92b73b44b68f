// A person's achievements follow the verdict of the rules on their history as it now is: each
// evaluation settles every claim at once. An achievement newly earned is unlocked; one whose earliest
// earning day or week changed moves there; one nothing earns any more is revoked. A verdict that
// matches the claims held appends nothing, so an evaluation that runs twice (a redelivered job)
// changes nothing twice.
import type { Decider } from '#src/shared/deciders/decider';
import { assertNever } from '#src/shared/deciders/domain-error';
import { ACHIEVEMENT_TYPES, type AchievementEvent, type AchievementType } from './achievements.events';

export interface AchievementsState {
  /** What each held achievement is claimed for: its day, or the Monday of its week. */
  readonly claims: ReadonlyMap<AchievementType, string>;
}

export interface Earned {
  readonly achievementType: AchievementType;
  /** The local date (or, for balanced_week, the Monday of the local week) that earned it. */
  readonly earnedFor: string;
}

export type AchievementsCommand = {
  readonly type: 'SettleAchievements';
  /** `earned`: everything the rules find earned now; an achievement left out is not earned. */
  readonly data: { readonly earned: readonly Earned[]; readonly now: Date };
};

function evolve(state: AchievementsState, event: AchievementEvent): AchievementsState {
  const claims = new Map(state.claims);
  switch (event.type) {
    case 'AchievementUnlocked':
    case 'AchievementMoved':
      claims.set(event.data.achievementType, event.data.earnedFor);
      return { claims };
    case 'AchievementRevoked':
      claims.delete(event.data.achievementType);
      return { claims };
    default:
      return assertNever(event);
  }
}

function decide(command: AchievementsCommand, state: AchievementsState): AchievementEvent[] {
  switch (command.type) {
    case 'SettleAchievements': {
      const { earned, now } = command.data;
      const at = now.toISOString();
      const verdict = new Map<AchievementType, string>();
      // The first mention of a type wins, as if the achievements were earned one after the other.
      for (const { achievementType, earnedFor } of earned) {
        if (!verdict.has(achievementType)) verdict.set(achievementType, earnedFor);
      }
      return ACHIEVEMENT_TYPES.flatMap((achievementType): AchievementEvent[] => {
        const claimed = state.claims.get(achievementType);
        const earnedFor = verdict.get(achievementType);
        if (claimed === earnedFor) return [];
        if (claimed === undefined) {
          return [{ type: 'AchievementUnlocked', data: { achievementType, earnedFor: earnedFor!, unlockedAt: at } }];
        }
        if (earnedFor === undefined) {
          return [{ type: 'AchievementRevoked', data: { achievementType, earnedFor: claimed, revokedAt: at } }];
        }
        return [{ type: 'AchievementMoved', data: { achievementType, movedFrom: claimed, earnedFor, movedAt: at } }];
      });
    }
    default:
      return assertNever(command.type);
  }
}

export const achievementsDecider: Decider<AchievementsCommand, AchievementEvent, AchievementsState> = {
  initialState: { claims: new Map() },
  evolve,
  decide,
};
