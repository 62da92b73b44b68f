// A database of the benchmark's own, pause_bench_<random>, on the server DATABASE_URL names (else the
// local PostgreSQL); created empty and dropped, connections and all, when the benchmark ends.
import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * An empty database, or a copy of `template` (which nobody may be connected to meanwhile): PostgreSQL
 * copies its files, much faster than writing the same rows again.
 */
export async function createBenchDatabase(template?: BenchDatabase): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim() || DEFAULT_SERVER_URL;
  const name = `pause_bench_${randomBytes(5).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(
      template ? `create database ${name} template ${template.name} strategy file_copy` : `create database ${name}`,
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A pool of `max` connections to `url`, on the same pg package the backend uses. */
export function benchPool(url: string, max: number): Pool {
  return new Pool({ connectionString: url, max });
}
