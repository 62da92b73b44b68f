// What the event store hands back: a domain event with its place in history and who caused it.
import type { DomainEvent } from '../deciders/decider';

/** The shape of the metadata events are written with now; bumped when it changes. */
export const EVENT_SCHEMA_VERSION = 1;

export interface EventMetadata {
  readonly userId?: string;
  readonly correlationId: string;
  readonly causationId?: string;
  readonly schemaVersion: number;
}

/** Where and when an event was stored, and who caused it. */
export interface EventEnvelope {
  /** Global position, as a decimal string (bigint). */
  readonly position: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly metadata: EventMetadata;
  readonly occurredAt: Date;
  /** The writing transaction (pg_current_xact_id()), as a decimal string. */
  readonly transactionId: string;
}

/**
 * A stored event of one of the types in the union `Event`. Distributed over the union, so that
 * checking `type` narrows `data`: a projector's switch needs no cast.
 */
export type StoredEvent<Event extends DomainEvent = DomainEvent> = Event extends DomainEvent
  ? Readonly<Event> & EventEnvelope
  : never;

/** A place in the commit-safe order of all events: everything at or before it has been seen. */
export interface Checkpoint {
  readonly transactionId: string;
  readonly position: string;
}

export const START_OF_HISTORY: Checkpoint = { transactionId: '0', position: '0' };

export function checkpointOf(event: StoredEvent): Checkpoint {
  return { transactionId: event.transactionId, position: event.position };
}
