// How every part of Pause sends SQL: one statement at a time on the pg driver, its values bound as
// $1…$n (never written into the text), arrays passed as JavaScript arrays. Database (database.ts)
// answers it on its pool, and a Transaction inside `Database.transaction`.

/**
 * Sends statements whose rows no one reads: what a read model's projector writes. Any Sql is one; so is
 * PreparedStatements, which keeps them to send later in a transaction (prepared-statements.ts).
 */
export interface SqlWriter {
  query(text: string, values?: readonly unknown[]): Promise<unknown>;
}

/** Runs one statement and answers its rows. */
export interface Sql extends SqlWriter {
  query<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<Row[]>;
}

/**
 * A statement sender inside one transaction. queryAndCommit runs the transaction's last statement and
 * commits: a transaction whose only statement it is sends that statement alone, one round trip, as
 * PostgreSQL runs a lone statement atomically. The transaction takes nothing after it.
 */
export interface Transaction extends Sql {
  queryAndCommit<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<Row[]>;
}
