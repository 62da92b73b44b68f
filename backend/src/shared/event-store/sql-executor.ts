// The slice of MikroORM's entity manager the event store and projectors use: raw SQL,
// inside whatever transaction the manager is bound to.
import type { EntityManager } from '@mikro-orm/postgresql';

export type SqlExecutor = Pick<EntityManager, 'execute'>;

/**
 * The command's transaction (SqlTransactions): raw SQL, and a last statement that carries the commit
 * in the same message. After executeAndCommit the transaction takes no more statements.
 */
export interface CommandTransaction extends SqlExecutor {
  readonly executeAndCommit: SqlExecutor['execute'];
}
