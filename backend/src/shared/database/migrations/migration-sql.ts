// A migration's own transaction as Sql (sql.ts), for the rare migration that moves data with values:
// its statements run on the connection MikroORM's migrator holds for the migration, values bound.
import type { Knex } from '@mikro-orm/knex';
import type { Client } from 'pg';
import type { Sql } from '#src/shared/database/sql';

/** Sql inside `transaction`, the knex transaction MikroORM runs a migration in (Migration's ctx). */
export function migrationSql(transaction: Knex.Transaction | undefined): Sql {
  if (!transaction) throw new Error('This migration moves data and must run in a transaction.');
  return {
    async query<Row>(text: string, values: readonly unknown[] = []): Promise<Row[]> {
      // knex's transaction client lends the connection the transaction holds, whatever the pool does.
      const connection = (await transaction.client.acquireConnection()) as Client;
      return (await connection.query(text, values as unknown[])).rows as Row[];
    },
  };
}
