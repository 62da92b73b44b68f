// The command's transaction: raw SQL on one of MikroORM's pooled connections, with `begin` sent in the
// same message as the first statement and `commit` in the same message as the last one when the work
// knows which that is (executeAndCommit). A transaction of one statement is then one round trip
// (begin + insert + commit) instead of three, and the ORM's unit of work, which a command path of
// raw SQL never fills, is skipped. Statements are written and their errors converted as EntityManager.execute
// does (`?` parameters written as the platform writes them, strings escaped faster: format-statement.ts;
// UniqueConstraintViolationException and the rest), so
// the event store, the snapshots and the projectors run unchanged, on PGlite and PostgreSQL alike.
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { formatStatement } from './format-statement';
import type { CommandTransaction } from './sql-executor';

interface QueryResult {
  readonly rows: unknown[];
  readonly rowCount: number | null;
}

/** A pg client lent by knex's pool; knex's pool discards one marked disposed. */
interface PooledConnection {
  query(sql: string): Promise<QueryResult | QueryResult[]>;
  __knex__disposed?: unknown;
}

type Method = 'all' | 'get' | 'run';

@Injectable()
export class SqlTransactions {
  constructor(private readonly em: EntityManager) {}

  /**
   * Runs `work` in one transaction: committed when it resolves (unless its last statement already
   * committed it), rolled back when it throws.
   */
  async run<T>(work: (transaction: CommandTransaction) => Promise<T>): Promise<T> {
    const pool = this.em.getConnection().getKnex().client;
    const connection = (await pool.acquireConnection()) as PooledConnection;
    const transaction = new BeginWithFirstStatement(connection, this.em);
    try {
      const result = await work(transaction.executor);
      await transaction.commit();
      return result;
    } catch (error) {
      await transaction.rollbackAfter();
      throw error;
    } finally {
      await pool.releaseConnection(connection);
    }
  }
}

class BeginWithFirstStatement {
  private begun = false;
  private finished = false;

  constructor(
    private readonly connection: PooledConnection,
    private readonly em: EntityManager,
  ) {}

  readonly executor = {
    execute: this.execute.bind(this),
    executeAndCommit: this.executeAndCommit.bind(this),
  } as unknown as CommandTransaction;

  private async execute(statement: string, params: readonly unknown[] = [], method: Method = 'all'): Promise<unknown> {
    const results = await this.sendStatement(statement, params, '');
    return resultOf(results, method);
  }

  /** The last statement, with `commit` in the same message: nothing is sent after it. */
  private async executeAndCommit(
    statement: string,
    params: readonly unknown[] = [],
    method: Method = 'all',
  ): Promise<unknown> {
    const results = await this.sendStatement(statement, params, '; commit');
    this.finished = true;
    return resultOf(withoutLast(results), method);
  }

  private async sendStatement(
    statement: string,
    params: readonly unknown[],
    after: string,
  ): Promise<QueryResult | QueryResult[]> {
    if (this.finished) throw new Error('The transaction has committed: it takes no more statements.');
    const sql = formatStatement(this.em.getPlatform(), statement, params) + after;
    const first = !this.begun;
    this.begun = true;
    const results = await this.send(first ? `begin; ${sql}` : sql);
    return first ? afterBegin(results) : results;
  }

  async commit(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    if (this.begun) await this.send('commit');
  }

  /** After a failure in the work (or in its commit): nothing of it stays. */
  async rollbackAfter(): Promise<void> {
    if (!this.begun || this.finished) return;
    this.finished = true;
    try {
      await this.connection.query('rollback');
    } catch (error) {
      // A connection that cannot roll back is not lent again.
      this.connection.__knex__disposed = error;
    }
  }

  private async send(sql: string): Promise<QueryResult | QueryResult[]> {
    try {
      return await this.connection.query(sql);
    } catch (error) {
      throw this.em.getDriver().convertException(error as Error);
    }
  }
}

/** The results of the statements after the `begin` that led them. */
function afterBegin(results: QueryResult | QueryResult[]): QueryResult | QueryResult[] {
  if (!Array.isArray(results)) throw new Error('A statement sent after begin returned one result only.');
  return results.length === 2 ? results[1] : results.slice(1);
}

/** The results of the statements before the `commit` that closed them. */
function withoutLast(results: QueryResult | QueryResult[]): QueryResult | QueryResult[] {
  if (!Array.isArray(results)) throw new Error('A statement sent before commit returned one result only.');
  return results.length === 2 ? results[0] : results.slice(0, -1);
}

/** What EntityManager.execute returns for the method: rows, the first row, or counts. */
function resultOf(result: QueryResult | QueryResult[], method: Method): unknown {
  if (Array.isArray(result)) return result.map((one) => resultOf(one, method));
  if (method === 'all') return result.rows;
  if (method === 'get') return result.rows[0];
  const [row] = result.rows as ({ id?: unknown } | undefined)[];
  return { affectedRows: result.rowCount, insertId: row ? row.id : 0, row, rows: result.rows };
}
