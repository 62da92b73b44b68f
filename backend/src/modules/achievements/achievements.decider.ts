// Each achievement is unlocked once per person and stays unlocked: unlocking one already held is a
// no-op, so an evaluation that runs twice (a redelivered job) awards nothing twice. One command
// carries everything an evaluation found, so the awards it makes are appended together.
import type { Decider } from '../../shared/deciders/decider';
import { assertNever } from '../../shared/deciders/domain-error';
import type { AchievementEvent, AchievementType } from './achievements.events';

export interface AchievementsState {
  readonly unlocked: ReadonlySet<AchievementType>;
}

export interface Earned {
  readonly achievementType: AchievementType;
  /** The local date (or, for balanced_week, the Monday of the local week) that earned it. */
  readonly earnedFor: string;
}

export type AchievementsCommand = {
  readonly type: 'UnlockAchievements';
  readonly data: { readonly earned: readonly Earned[]; readonly now: Date };
};

function evolve(state: AchievementsState, event: AchievementEvent): AchievementsState {
  switch (event.type) {
    case 'AchievementUnlocked':
      return { unlocked: new Set([...state.unlocked, event.data.achievementType]) };
    default:
      return assertNever(event.type);
  }
}

function decide(command: AchievementsCommand, state: AchievementsState): AchievementEvent[] {
  switch (command.type) {
    case 'UnlockAchievements': {
      const { earned, now } = command.data;
      const unlockedAt = now.toISOString();
      const events: AchievementEvent[] = [];
      // The first mention of a type wins, as if the achievements were unlocked one after the other.
      const held = new Set(state.unlocked);
      for (const { achievementType, earnedFor } of earned) {
        if (held.has(achievementType)) continue;
        held.add(achievementType);
        events.push({ type: 'AchievementUnlocked', data: { achievementType, earnedFor, unlockedAt } });
      }
      return events;
    }
    default:
      return assertNever(command.type);
  }
}

export const achievementsDecider: Decider<AchievementsCommand, AchievementEvent, AchievementsState> = {
  initialState: { unlocked: new Set() },
  evolve,
  decide,
};
