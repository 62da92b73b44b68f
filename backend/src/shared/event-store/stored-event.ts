// What the event store hands back: a domain event with its place in history and who caused it.
import type { DomainEvent } from '#src/shared/deciders/decider';

/** The shape of the metadata events are written with now; bumped when it changes. */
export const EVENT_SCHEMA_VERSION = 1;

export interface EventMetadata {
  readonly userId?: string;
  readonly correlationId: string;
  readonly causationId?: string;
  /**
   * The id the person's device gave the command, for a command sent with one (a press kept while
   * offline): the same on every event it caused, and the key of its receipt (command-receipts.ts).
   */
  readonly commandId?: string;
  readonly schemaVersion: number;
}

/** Which stream an event belongs to, at which version, when and by whom: known before it is written. */
export interface EventRecord {
  readonly streamId: string;
  readonly streamVersion: number;
  readonly metadata: EventMetadata;
  readonly occurredAt: Date;
}

/** Where the log put an event: known once it is written. */
export interface EventPlace {
  /** Global position, as a decimal string (bigint). */
  readonly position: string;
  /** The writing transaction (pg_current_xact_id()), as a decimal string. */
  readonly transactionId: string;
}

/** Where and when an event was stored, and who caused it. */
export type EventEnvelope = EventRecord & EventPlace;

/**
 * An event of one of the types in the union `Event` with its record but not (yet) its place: what
 * projectors are given, inline before the append that places the events, and in rebuilds. Distributed
 * over the union, so that checking `type` narrows `data`: a projector's switch needs no cast.
 */
export type RecordedEvent<Event extends DomainEvent = DomainEvent> = Event extends DomainEvent
  ? Readonly<Event> & EventRecord
  : never;

/** A stored event of one of the types in the union `Event`, distributed over the union like RecordedEvent. */
export type StoredEvent<Event extends DomainEvent = DomainEvent> = Event extends DomainEvent
  ? Readonly<Event> & EventEnvelope
  : never;

/**
 * What a reaction is told of an event: its type, where and when it was stored and who caused it, not
 * its data. No reaction needs what a person wrote, so the subscriptions read none of it, and open no
 * personal field (EventStore.readNoticesAfter).
 */
export type EventNotice = { readonly type: string } & EventEnvelope;

/** A place in the commit-safe order of all events: everything at or before it has been seen. */
export interface Checkpoint {
  readonly transactionId: string;
  readonly position: string;
}

export const START_OF_HISTORY: Checkpoint = { transactionId: '0', position: '0' };

export function checkpointOf(event: EventPlace): Checkpoint {
  return { transactionId: event.transactionId, position: event.position };
}

/**
 * The events an append writes, as reading them back gives them (their data and metadata through
 * JSON, personal fields open), before the log places them: what inline projectors are given, and what
 * the append's stored events are built from.
 */
export function recordedEvents<Event extends DomainEvent>(
  streamId: string,
  expectedVersion: number,
  events: readonly Event[],
  metadata: EventMetadata,
  occurredAt: Date,
): RecordedEvent<Event>[] {
  const asRead = JSON.parse(JSON.stringify(metadata)) as EventMetadata;
  return events.map(
    (event, index) =>
      ({
        type: event.type,
        data: JSON.parse(JSON.stringify(event.data)),
        streamId,
        streamVersion: expectedVersion + index + 1,
        metadata: asRead,
        occurredAt: new Date(occurredAt),
      }) as RecordedEvent<Event>,
  );
}
