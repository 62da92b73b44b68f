// For tests of the app on its embedded data folder: where the running app serves its database, and
// the read models as rows, to compare one moment (or a rebuild) with another.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDatabase } from './sql-client';

/** Tables that are not read models: the log, people, sessions, command receipts and bookkeeping. */
const NOT_READ_MODELS = [
  'events',
  'users',
  'signed_in_sessions',
  'command_receipts',
  'mikro_orm_migrations',
  'subscription_checkpoints',
  'read_model_versions',
];

/** The connection string the app holding `dataDir` advertises in the folder's lock. */
export function advertisedDatabaseUrl(dataDir: string): string {
  const holder = JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as { databaseUrl?: string };
  if (!holder.databaseUrl) throw new Error(`The app on ${dataDir} does not advertise its database yet.`);
  return holder.databaseUrl;
}

/** Every read-model table's rows as sorted JSON lines, by table. */
export function readModelRows(url: string): Promise<Record<string, string[]>> {
  return withDatabase(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' and not (table_name = any($1)) order by 1`,
      [NOT_READ_MODELS],
    );
    const byTable: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
      byTable[name] = rows.map((row) => row.row).sort();
    }
    return byTable;
  });
}
