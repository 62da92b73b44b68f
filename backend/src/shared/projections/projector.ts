// A read model's builder. The same project() runs inline at append time (the events of one append)
// and during a rebuild (thousands at a time), so projectors that can aggregate do it once per batch.
import type { SqlExecutor } from '../event-store/sql-executor';
import type { StoredEvent } from '../event-store/stored-event';

export interface Projector {
  /** The read model it builds, named after the question it answers (`active-timer`). */
  readonly readModel: string;
  /** Bumped when the read model's shape or rules change, so it is rebuilt. */
  readonly version: number;
  readonly handles: readonly string[];
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
  /** Projects events it handles, in commit order, inside the given transaction. */
  project(events: readonly StoredEvent[], transaction: SqlExecutor): Promise<void>;
}
