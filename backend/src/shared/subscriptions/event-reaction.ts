// A reaction to events of other features, fed by an event subscription (one per reaction), named
// after what it does: `award-achievements-when-sessions-stop`.
import type { StoredEvent } from '../event-store/stored-event';

export interface EventReaction {
  readonly name: string;
  readonly handles: readonly string[];
  /** Must be safe to run again for the same events: a crash between reacting and saving the checkpoint replays them. */
  react(events: readonly StoredEvent[]): Promise<void>;
}
