// The process's one pool of PostgreSQL connections (pg), for a real server and the embedded engine
// alike, and the one way to run a transaction on it. Every value travels bound to its statement.
// Timestamps, dates and intervals come back as the text PostgreSQL sends: the code that reads them
// knows which zone they belong to, the driver does not.
import { Pool, type PoolClient, TypeOverrides } from 'pg';
import type { Sql, Transaction } from './sql';
import { StatementNames, type StatementToSend } from './statement-names';

/** Limits on how long a connection of this pool may wait (REQUEST_TIMEOUTS, for the web app). */
export interface WaitLimits {
  /** Waiting for a pooled connection when all are in use. */
  readonly acquireConnectionMs: number;
  /** Settings sent when each connection starts: lock_timeout, statement_timeout and the like. */
  readonly settings: Readonly<Record<string, number>>;
}

export interface DatabaseOptions {
  /** Connections held at most; PGlite's engine runs one statement at a time whatever this says. */
  readonly maxConnections?: number;
  readonly waitLimits?: WaitLimits;
}

const DEFAULT_MAX_CONNECTIONS = 10;
const TEXT_TYPE_IDS = [1082, 1114, 1184, 1186]; // date, timestamp, timestamptz, interval
const TEXT_ARRAY_TYPE_IDS = [1182, 1115, 1185, 1187]; // the same, as arrays

export class Database implements Sql {
  private readonly pool: Pool;
  private readonly statementNames = new StatementNames();
  /** How many connections the pool holds at most (the benchmarks give their other sides as many). */
  readonly maxConnections: number;

  constructor(url: string, options: DatabaseOptions = {}) {
    const { waitLimits } = options;
    this.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
    this.pool = new Pool({
      connectionString: url,
      max: this.maxConnections,
      types: timestampsAsText(),
      ...(waitLimits && { connectionTimeoutMillis: waitLimits.acquireConnectionMs, ...waitLimits.settings }),
    });
    // A connection lost while idle in the pool is dropped by the pool; one lost while lent fails the
    // statement it runs, and the pool discards it on release. Neither may end the process.
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  async query<Row = Record<string, unknown>>(text: string, values: readonly unknown[] = []): Promise<Row[]> {
    return rowsOf<Row>(this.pool, { text, values: values as unknown[] });
  }

  /**
   * Runs `work` in one transaction on one connection: committed when it resolves (unless its last
   * statement already committed: queryAndCommit), rolled back when it throws. `begin` is sent before
   * the first statement, so work that sends nothing costs nothing.
   */
  async transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const transaction = new LentConnectionTransaction(client, this.statementNames);
    let result: T;
    try {
      result = await work(transaction);
      await transaction.commit();
    } catch (error) {
      client.release(await transaction.rollBack());
      throw error;
    }
    client.release();
    return result;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class LentConnectionTransaction implements Transaction {
  private state: 'not begun' | 'open' | 'finished' = 'not begun';

  constructor(
    private readonly client: PoolClient,
    private readonly names: StatementNames,
  ) {}

  async query<Row>(text: string, values: readonly unknown[] = []): Promise<Row[]> {
    this.refuseWhenFinished();
    if (this.state === 'not begun') {
      this.state = 'open';
      await this.client.query('begin');
    }
    return rowsOf<Row>(this.client, { text, values: values as unknown[] });
  }

  async queryAndCommit<Row>(text: string, values: readonly unknown[] = []): Promise<Row[]> {
    this.refuseWhenFinished();
    // Alone in its transaction, the statement needs neither begin nor commit: it runs atomically. It is
    // a command's append with its projections, sent again with every command of its kind: prepared
    // once per connection under its name (statement-names.ts).
    const rows = await rowsOf<Row>(this.client, this.names.forConnection(this.client, text, values));
    if (this.state === 'not begun') this.state = 'finished';
    else await this.commit();
    return rows;
  }

  async commit(): Promise<void> {
    if (this.state !== 'open') return;
    await this.client.query('commit');
    this.state = 'finished';
  }

  /**
   * After a failure in the work or its commit: nothing of it stays. Answers the error that makes the
   * connection unfit to lend again (it could not roll back), for the pool to discard it.
   */
  async rollBack(): Promise<Error | undefined> {
    if (this.state !== 'open') return undefined;
    this.state = 'finished';
    try {
      await this.client.query('rollback');
      return undefined;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  private refuseWhenFinished(): void {
    if (this.state === 'finished') throw new Error('The transaction has ended: it takes no more statements.');
  }
}

/** The rows of one statement, its values bound (and under its name, when it has one: statement-names.ts). */
async function rowsOf<Row>(sql: Pool | PoolClient, statement: StatementToSend): Promise<Row[]> {
  return (await sql.query(statement)).rows as Row[];
}

function timestampsAsText(): TypeOverrides {
  const types = new TypeOverrides();
  for (const id of TEXT_TYPE_IDS) types.setTypeParser(id, (text: string) => text);
  const textArray = types.getTypeParser(1009, 'text') as unknown as (text: string) => string[];
  for (const id of TEXT_ARRAY_TYPE_IDS) types.setTypeParser(id, textArray); // read as text[] is
  return types;
}
