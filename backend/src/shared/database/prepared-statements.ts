// Statements written now and sent later, in their order, inside a transaction: a command's inline
// projections (and its snapshot) are built before its transaction begins, so the transaction holds its
// connection, and on the embedded engine the whole database, only while its statements run and not
// while the app builds their rows (docs/performance.md, "Imports never starve the poll").
import type { Sql, SqlWriter } from './sql';

interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

export class PreparedStatements implements SqlWriter {
  private readonly statements: Statement[] = [];

  /** Keeps the statement for sendIn; nothing is sent yet. */
  async query(text: string, values: readonly unknown[] = []): Promise<void> {
    this.statements.push({ text, values });
  }

  /** Sends every statement kept, in the order they were written, one after the other. */
  async sendIn(transaction: Sql): Promise<void> {
    for (const { text, values } of this.statements) await transaction.query(text, values);
  }
}
