// The shape every event-sourced feature's domain logic takes: pure functions, no I/O, time passed in.
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: State;
  /**
   * Set when the state is plain JSON data: the runner then keeps the stream's latest state and folds
   * only the events after it. Raise `version` whenever `evolve` or the state's shape changes, so
   * states folded by the old rules are set aside.
   */
  readonly snapshot?: { readonly name: string; readonly version: number };
  evolve(state: State, event: Event): State;
  /** Returns the new events, or throws a DomainError when the command is refused. */
  decide(command: Command, state: State): readonly Event[];
}

export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
