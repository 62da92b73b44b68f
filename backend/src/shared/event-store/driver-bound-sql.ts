// A transaction's SQL with the parameters bound by the PostgreSQL driver instead of written into the
// statement by MikroORM. MikroORM escapes every parameter character by character, which for a
// rebuild page's rows (array literals of a megabyte or more) costs more than running the statement.
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { SqlExecutor } from './sql-executor';

export function driverBoundSql(transaction: EntityManager): SqlExecutor {
  const knex = transaction.getConnection().getKnex();
  const context = transaction.getTransactionContext();
  const execute = async (statement: string, parameters: readonly unknown[] = []) => {
    const query = knex.raw(statement, parameters as readonly Knex.RawBinding[]);
    if (context) query.transacting(context);
    const result: { rows: unknown[] } = await query;
    return result.rows;
  };
  return { execute } as unknown as SqlExecutor;
}
