// Each achievement is unlocked once per person and stays unlocked: a second unlock is a no-op, so an
// evaluation that runs twice (a redelivered job) awards nothing twice.
import type { Decider } from '../../shared/deciders/decider';
import { assertNever } from '../../shared/deciders/domain-error';
import type { AchievementEvent, AchievementType } from './achievements.events';

export interface AchievementsState {
  readonly unlocked: ReadonlySet<AchievementType>;
}

export type AchievementsCommand = {
  readonly type: 'UnlockAchievement';
  readonly data: { readonly achievementType: AchievementType; readonly earnedFor: string; readonly now: Date };
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
    case 'UnlockAchievement': {
      const { achievementType, earnedFor, now } = command.data;
      if (state.unlocked.has(achievementType)) return [];
      return [{ type: 'AchievementUnlocked', data: { achievementType, earnedFor, unlockedAt: now.toISOString() } }];
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
