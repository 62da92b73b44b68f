// A database of the test run's own: a fresh one on the PostgreSQL server DATABASE_URL names
// (created, then dropped), or else an in-memory embedded PGlite in a child process. Never .data/.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseEndpoint } from '#src/shared/database/database-endpoint';
import { startChildService } from './child-service';

export async function createTestDatabase(kind: 'configured' | 'embedded' = 'configured'): Promise<DatabaseEndpoint> {
  const serverUrl = kind === 'embedded' ? undefined : process.env.DATABASE_URL;
  if (!serverUrl) return startEmbeddedTestDatabase();

  const name = `pause_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    embedded: false,
    close: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** PGlite cannot load inside Jest's module sandbox, so it runs in a child process. */
async function startEmbeddedTestDatabase(): Promise<DatabaseEndpoint> {
  const embedded = await startChildService('shared/database/embedded-database-server.js', [], 'url');
  return { url: embedded.address, embedded: true, close: embedded.stop };
}
