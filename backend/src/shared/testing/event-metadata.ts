// Metadata for events a test writes itself, as a request or a job would give it.
import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMA_VERSION, type EventMetadata } from '#src/shared/event-store/stored-event';

export function metadataFor(userId?: string): EventMetadata {
  return { userId, correlationId: randomUUID(), schemaVersion: EVENT_SCHEMA_VERSION };
}
