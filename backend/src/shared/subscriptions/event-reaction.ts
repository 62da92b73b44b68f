// A reaction to events of other features, fed by an event subscription (one per reaction), named
// after what it does: `award-achievements-when-sessions-stop`.
import type { StoredEvent } from '../event-store/stored-event';

export interface EventReaction {
  readonly name: string;
  readonly handles: readonly string[];
  /**
   * The events it handles among those read since the subscription's last save (up to 10,000 read), in
   * commit-safe order. Must be safe to run again for the same events: a crash between reacting and
   * saving the checkpoint replays them.
   */
  react(events: readonly StoredEvent[]): Promise<void>;
}

/**
 * The last of the events for each key (a person, say), in the order handed over: a reaction that
 * enqueues one job per person names it after that event, so a redelivery enqueues nothing new.
 */
export function lastEventBy(
  events: readonly StoredEvent[],
  keyOf: (event: StoredEvent) => string,
): Map<string, StoredEvent> {
  const last = new Map<string, StoredEvent>();
  for (const event of events) last.set(keyOf(event), event);
  return last;
}
