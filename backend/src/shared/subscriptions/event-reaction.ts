// A reaction to events of other features, fed by an event subscription (one per reaction), named
// after what it does: `award-achievements-when-sessions-stop`.
import type { EventNotice } from '#src/shared/event-store/stored-event';
import type { JobToEnqueue } from '#src/shared/jobs/job';

export interface EventReaction {
  readonly name: string;
  readonly handles: readonly string[];
  /**
   * The notices of the events it handles among those read since the subscription's last save (up to
   * 10,000 read), in commit-safe order: each event's type and envelope, not its data (EventNotice).
   * Must be safe to run again for the same events: a crash between reacting and saving the checkpoint
   * replays them.
   */
  react(events: readonly EventNotice[]): Promise<void>;
}

/** What names the jobs a reaction enqueues per person (jobPerPerson). */
export interface PersonJobNaming {
  /** Before the position of the person's last event: the job's id. */
  readonly jobIdPrefix: string;
  /** One pending job per person at a time (JobToEnqueue.coalesceKey). */
  readonly coalesceKeyFor: (personId: string) => string;
}

/**
 * One job per person among the events handed over, named after that person's last event, so a
 * redelivery enqueues nothing new, and carrying its correlation id (the request that caused it).
 */
export function jobPerPerson(
  events: readonly EventNotice[],
  personOf: (event: EventNotice) => string,
  { jobIdPrefix, coalesceKeyFor }: PersonJobNaming,
): JobToEnqueue<{ readonly userId: string }>[] {
  const lastOfPerson = new Map<string, EventNotice>();
  for (const event of events) lastOfPerson.set(personOf(event), event);
  return [...lastOfPerson].map(([userId, event]) => ({
    data: { userId },
    jobId: `${jobIdPrefix}${event.position}`,
    correlationId: event.metadata.correlationId,
    coalesceKey: coalesceKeyFor(userId),
  }));
}
