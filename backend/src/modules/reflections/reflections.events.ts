// The reflections' public vocabulary: one stream per person, one reflection per week.
import type { DomainEvent } from '#src/shared/deciders/decider';

export type ReflectionRecorded = DomainEvent<
  'ReflectionRecorded',
  {
    /** The Monday of the local week reflected on. */
    readonly weekStart: string;
    /**
     * Exactly as written; shown as text, never as markup. A personal field: sealed with the person's
     * key in the log, and read as null (erased) once they deleted their account.
     */
    readonly content: string | null;
    readonly recordedAt: string;
  }
>;

export type ReflectionEvent = ReflectionRecorded;

const REFLECTIONS_STREAM_PREFIX = 'reflections-';

export function reflectionsStreamId(userId: string): string {
  return `${REFLECTIONS_STREAM_PREFIX}${userId}`;
}

export function reflectionsStreamOwner(streamId: string): string {
  return streamId.slice(REFLECTIONS_STREAM_PREFIX.length);
}
