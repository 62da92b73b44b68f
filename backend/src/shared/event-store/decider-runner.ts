// Runs a command through a decider: read the stream (from its snapshot on, for deciders that keep
// one), fold it, decide; write out the new snapshot, the new events' inline projections and their
// append (personal fields sealed), as a rule one statement: the snapshot and projections as the
// append's WITH clauses (EventStore.ledBy, PreparedStatements.aheadOf); then send them in one
// transaction, one round trip. A concurrent writer makes the append fail on the stream version and
// the whole transaction, projections included, is rolled back (LostRace); the command is
// then decided again on the fresher history. The later writer may instead fail on what the first one
// projected (a read model's unique key) or deadlock with it on a read model's rows: both are the same
// lost race, and it is decided again the same way. A command that needs facts from read models is
// built after the stream was read (runReading): whatever those reads see is at least what the
// stream's version says, and anything appended after it makes the append fail and the facts be read
// again. A series of commands on one stream (an import's parts) decides each while the one before is
// sent (decideFrom). A caller may keep something of its own if and only if the events are kept (a
// command's receipt: command-receipts.ts): `alongside` runs first in their transaction.
import { Injectable } from '@nestjs/common';
import type { Decider, DomainEvent } from '#src/shared/deciders/decider';
import { DomainError } from '#src/shared/deciders/domain-error';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { Database } from '#src/shared/database/database';
import { PreparedStatements } from '#src/shared/database/prepared-statements';
import type { Sql } from '#src/shared/database/sql';
import { isConstraintViolation, isDeadlock } from '#src/shared/database/sql-errors';
import { EventStore, WrongExpectedVersion } from './event-store';
import { type StreamSnapshot, StreamSnapshots } from './stream-snapshots';
import { type EventEnvelope, type EventMetadata, type StoredEvent } from './stored-event';

/** The code of the refusal a command gets when its stream changed under it too often: worth sending again. */
export const STREAM_BUSY = 'STREAM.BUSY';

/** The refusal a command gets when its stream changed under it MAX_ATTEMPTS times in a row. */
export function streamBusy(): DomainError {
  return new DomainError(STREAM_BUSY, 'conflict', 'Too many changes arrived at once. Please try again.');
}

/** How many times in a row a command may lose its race for a stream before it is refused (streamBusy). */
export const MAX_ATTEMPTS = 10;

/**
 * A command's transaction was rolled back because another writer of its stream got there first:
 * nothing of it was kept, and it is worth deciding again on the stream as it now is.
 */
export class LostRace extends Error {
  constructor(
    readonly streamId: string,
    cause: unknown,
  ) {
    super(`Another writer of stream ${streamId} got there first.`, { cause });
    this.name = 'LostRace';
  }
}

/** A command decided, with everything its transaction sends built and nothing sent yet (decideFrom). */
export interface DecidedCommand<Event extends DomainEvent, State> {
  /** The stream's state and version once it is sent. */
  readonly after: StreamSnapshot<State>;
  /** Sends it in one transaction; the events as stored, or LostRace with nothing kept. */
  send(): Promise<StoredEvent<Event>[]>;
}

export interface CommandContext<Event extends DomainEvent = DomainEvent> {
  readonly metadata: EventMetadata;
  readonly occurredAt: Date;
  /**
   * Writes of the caller's kept exactly when the decided events are: run first in the events'
   * transaction, given the events (not run when the decision is nothing). First, so that a write that
   * waits for another transaction (a receipt's key) waits before this one holds anything else.
   */
  readonly alongside?: (transaction: Sql, events: readonly Event[]) => Promise<void>;
}

@Injectable()
export class DeciderRunner {
  constructor(
    private readonly database: Database,
    private readonly eventStore: EventStore,
    private readonly inlineProjections: InlineProjections,
    private readonly snapshots: StreamSnapshots,
  ) {}

  run<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    streamId: string,
    command: Command,
    context: CommandContext<Event>,
  ): Promise<StoredEvent<Event>[]> {
    return this.runReading(decider, streamId, () => command, context);
  }

  /** Like run, with the command built from facts read after the stream (and read again on a retry). */
  async runReading<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    streamId: string,
    commandAfterReading: (state: State) => Command | Promise<Command>,
    context: CommandContext<Event>,
  ): Promise<StoredEvent<Event>[]> {
    for (let attempt = 1; ; attempt++) {
      const decided = await this.decideFrom(decider, streamId, undefined, commandAfterReading, context);
      try {
        return await decided.send();
      } catch (error) {
        if (!(error instanceof LostRace)) throw error;
        if (attempt === MAX_ATTEMPTS) throw streamBusy();
      }
    }
  }

  /**
   * Decides a command and builds everything its transaction will send, sending nothing: on the state
   * `known` (what the command before it in a series on this stream will leave, an import's parts)
   * or, without it, on the stream as read now. `commandAfterReading` is told the version its state is
   * at, so facts kept beside it can tell whether anyone else wrote to the stream since. A series may
   * decide its next command while this one's transaction runs: if this one then loses its race
   * (LostRace), the next was decided on a state that never came to be, and must be decided again.
   */
  async decideFrom<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    streamId: string,
    known: StreamSnapshot<State> | undefined,
    commandAfterReading: (state: State, streamVersion: number) => Command | Promise<Command>,
    context: CommandContext<Event>,
  ): Promise<DecidedCommand<Event, State>> {
    const current = known ?? (await this.currentState(decider, streamId));
    const command = await commandAfterReading(current.state, current.streamVersion);
    const newEvents = decider.decide(command, current.state);
    if (newEvents.length === 0) return { after: current, send: async () => [] };
    const after = {
      state: newEvents.reduce(decider.evolve, current.state),
      streamVersion: current.streamVersion + newEvents.length,
    };
    const { metadata, occurredAt } = context;
    // Everything the transaction sends is built before it begins (PreparedStatements): it holds its
    // connection only while its statements run and not while the app builds their rows.
    const appendAlone = await this.eventStore.prepareAppend(
      streamId,
      current.streamVersion,
      newEvents,
      metadata,
      occurredAt,
    );
    const writes = new PreparedStatements();
    if (decider.snapshot) await this.snapshots.write(writes, decider.snapshot, streamId, after);
    await this.inlineProjections.project(appendAlone.recorded, writes);
    const append = this.eventStore.ledBy(appendAlone, writes);
    const send = async (): Promise<StoredEvent<Event>[]> => {
      try {
        return await this.database.transaction(async (transaction) => {
          await context.alongside?.(transaction, newEvents);
          return this.eventStore.appendAndCommit(transaction, append);
        });
      } catch (error) {
        if (await this.lostTheRace(error, streamId, current.streamVersion)) throw new LostRace(streamId, error);
        throw error;
      }
    };
    return { after, send };
  }

  /**
   * Whether the command failed because another writer of its stream got there first: the append
   * refused the stale version, PostgreSQL ended a deadlock between the two, or a projection broke a
   * read model's constraint on what the other projected, the stream having moved on since it was read.
   */
  private async lostTheRace(error: unknown, streamId: string, readVersion: number): Promise<boolean> {
    if (error instanceof WrongExpectedVersion || isDeadlock(error)) return true;
    return isConstraintViolation(error) && this.eventStore.hasMovedPast(streamId, readVersion);
  }

  /** The stream's state and version: from its snapshot and the events after it, else from its start. */
  private async currentState<Event extends DomainEvent, State>(
    decider: Decider<unknown, Event, State>,
    streamId: string,
  ): Promise<StreamSnapshot<State>> {
    const snapshot = decider.snapshot ? await this.snapshots.read<State>(decider.snapshot, streamId) : undefined;
    const from = snapshot ?? { state: decider.initialState, streamVersion: 0 };
    const after = await this.eventStore.readStream<Event>(streamId, undefined, from.streamVersion);
    return {
      state: after.map(({ type, data }) => ({ type, data }) as Event).reduce(decider.evolve, from.state),
      streamVersion: after.at(-1)?.streamVersion ?? from.streamVersion,
    };
  }
}

/**
 * The event of `type` among those a decision returned, typed as that event: for a command whose
 * decision always yields it (StartTimer yields TimerStarted). Anything else is a bug in the decider.
 */
export function eventOfType<Event extends DomainEvent, Type extends Event['type']>(
  events: readonly (Event & EventEnvelope)[],
  type: Type,
): Extract<Event, { readonly type: Type }> & EventEnvelope {
  const found = events.find(
    (event): event is Extract<Event, { readonly type: Type }> & EventEnvelope => event.type === type,
  );
  if (!found) {
    throw new Error(
      `The decision returned no ${type} (it returned ${events.map((event) => event.type).join(', ') || 'nothing'}).`,
    );
  }
  return found;
}
