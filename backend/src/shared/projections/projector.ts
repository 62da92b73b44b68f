// A read model's builder. The same project() runs inline at append time (the events of one append)
// and during a rebuild (thousands at a time), so projectors that can aggregate do it once per batch.
import type { DomainEvent } from '#src/shared/deciders/decider';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';

export interface Projector<Event extends DomainEvent = DomainEvent> {
  /** The read model it builds, named after the question it answers (`active-timer`). */
  readonly readModel: string;
  /** Bumped when the read model's shape or rules change, so it is rebuilt. */
  readonly version: number;
  /** The event types it is given, and the only ones. */
  readonly handles: readonly Event['type'][];
  /**
   * The tables the read model owns (created by migrations). Projectors name them unqualified, so a
   * rebuild can point the search path at a fresh schema holding empty copies.
   */
  readonly tables: readonly string[];
  /**
   * For rebuilds only: when this read model is a grouping of another's rows, a rebuild that also
   * rebuilds `from` fills this one at the end with `sql` (unqualified table names, like project())
   * instead of projecting every event a second time. Inline, project() always runs.
   */
  readonly derivable?: { readonly from: string; readonly sql: string };
  /**
   * Projects events of the types it handles, in commit order, inside the given transaction. Inline,
   * they come before the append that places them in the log (in the same transaction), so a projector
   * never depends on an event's position or transaction. It writes and never reads: inline, its
   * statements are written before the transaction begins and sent in it (PreparedStatements).
   */
  project(events: readonly RecordedEvent<Event>[], writer: SqlWriter): Promise<void>;
}

/** The events of a batch that this projector handles, typed as the events it declares. */
export function eventsFor<Event extends DomainEvent>(
  projector: Projector<Event>,
  events: readonly RecordedEvent[],
): RecordedEvent<Event>[] {
  const handles: readonly string[] = projector.handles;
  return events.filter((event): event is RecordedEvent<Event> => handles.includes(event.type));
}

/**
 * Projects a batch in order around its barriers (events that must not be folded together with the
 * others, such as a person's account being deleted): the events between two barriers go to
 * `projectRun` as one run, each barrier to `projectBarrier` on its own.
 */
export async function projectAroundBarriers<Run extends DomainEvent, Barrier extends DomainEvent>(
  events: readonly RecordedEvent<Run | Barrier>[],
  isBarrier: (event: RecordedEvent<Run | Barrier>) => event is RecordedEvent<Barrier>,
  projectRun: (run: RecordedEvent<Run>[]) => Promise<unknown>,
  projectBarrier: (barrier: RecordedEvent<Barrier>) => Promise<unknown>,
): Promise<void> {
  let run: RecordedEvent<Run>[] = [];
  for (const event of events) {
    if (!isBarrier(event)) {
      run.push(event as RecordedEvent<Run>);
      continue;
    }
    if (run.length > 0) await projectRun(run);
    run = [];
    await projectBarrier(event);
  }
  if (run.length > 0) await projectRun(run);
}
