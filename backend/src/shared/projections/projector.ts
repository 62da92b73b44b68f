// A read model's builder. The same project() runs inline at append time and during a rebuild.
import type { SqlExecutor } from '../event-store/sql-executor';
import type { StoredEvent } from '../event-store/stored-event';

export interface Projector {
  /** The read model it builds, named after the question it answers (`active-timer`). */
  readonly readModel: string;
  /** Bumped when the read model's shape or rules change, so it is rebuilt. */
  readonly version: number;
  readonly handles: readonly string[];
  project(event: StoredEvent, transaction: SqlExecutor): Promise<void>;
}
