// A person writes at most one reflection per week, and only about a week that has begun.
import { LONGEST_REFLECTION, isBlankReflection } from '@pause/rules/reflections';
import type { Decider } from '#src/shared/deciders/decider';
import { DomainError, assertNever } from '#src/shared/deciders/domain-error';
import { dated, week } from '#src/shared/deciders/dated-message';
import type { ReflectionEvent } from './reflections.events';

export interface ReflectionsState {
  readonly weeks: ReadonlySet<string>;
}

export type ReflectionsCommand = {
  readonly type: 'RecordReflection';
  readonly data: {
    readonly weekStart: string;
    readonly content: string;
    /** The Monday of the person's current local week. */
    readonly currentWeekStart: string;
    readonly now: Date;
  };
};

function evolve(state: ReflectionsState, event: ReflectionEvent): ReflectionsState {
  switch (event.type) {
    case 'ReflectionRecorded':
      return { weeks: new Set([...state.weeks, event.data.weekStart]) };
    default:
      return assertNever(event.type);
  }
}

function decide(command: ReflectionsCommand, state: ReflectionsState): ReflectionEvent[] {
  switch (command.type) {
    case 'RecordReflection': {
      const { weekStart, content, currentWeekStart, now } = command.data;
      if (isBlankReflection(content)) {
        throw new DomainError('REFLECTION.EMPTY', 'invalid', 'Please write something before saving.');
      }
      if (content.length > LONGEST_REFLECTION) {
        throw new DomainError(
          'REFLECTION.TOO_LONG',
          'invalid',
          `A reflection can be at most ${LONGEST_REFLECTION} characters long; this one has ${content.length}.`,
        );
      }
      if (weekStart > currentWeekStart) {
        throw new DomainError(
          'REFLECTION.FUTURE_WEEK',
          'invalid',
          'That week has not begun yet. Reflect on this week or an earlier one.',
        );
      }
      if (state.weeks.has(weekStart)) {
        throw new DomainError(
          'REFLECTION.ALREADY_RECORDED',
          'conflict',
          dated`You have already recorded a reflection for the week of ${week(weekStart)}; each week keeps one.`,
        );
      }
      return [{ type: 'ReflectionRecorded', data: { weekStart, content, recordedAt: now.toISOString() } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const reflectionsDecider: Decider<ReflectionsCommand, ReflectionEvent, ReflectionsState> = {
  initialState: { weeks: new Set() },
  evolve,
  decide,
};
