// Given/when/then for deciders: given a history, when a command arrives, then these events (or
// this refusal).
import { expect } from '@jest/globals';
import { type Decider, type DomainEvent, foldEvents } from '#src/shared/deciders/decider';
import { DomainError } from '#src/shared/deciders/domain-error';

export function scenarioFor<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return function given(history: readonly Event[]) {
    const state = foldEvents(decider, history);
    return {
      when: (command: Command) => ({
        then: (expected: readonly Event[]) => expect(decider.decide(command, state)).toEqual(expected),
        thenRefusedWith: (code: string) => {
          let refusal: unknown;
          try {
            decider.decide(command, state);
          } catch (error) {
            refusal = error;
          }
          expect(refusal).toBeInstanceOf(DomainError);
          expect((refusal as DomainError).code).toBe(code);
        },
      }),
    };
  };
}
