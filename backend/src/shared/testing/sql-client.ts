// Raw connections for tests: to look at tables directly, and to hold a transaction open elsewhere on
// the server, as a forgotten psql session or a long report would.
import { Client } from 'pg';

/** Set in the files that run alone on the server (test/alone-on-the-server.setup.ts). */
export const RUNNING_ALONE_ON_THE_SERVER = 'PAUSE_TEST_ALONE_ON_THE_SERVER';

export async function connectTo(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined); // a lost connection fails the query in use, which the test reports
  await client.connect();
  return client;
}

export async function withDatabase<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = await connectTo(url);
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * A transaction that has taken an id and stays open, in the server's own `postgres` database (not the
 * test's), until closed: every read that waits for "older than the oldest running transaction" waits.
 *
 * Only in a file of the `integration-alone` project (backend/jest.config.js): a transaction held open
 * stalls the background work of every other file running beside it on the server.
 */
export async function openTransactionElsewhere(
  serverUrl: string = process.env.DATABASE_URL!,
): Promise<{ close(): Promise<void> }> {
  if (process.env[RUNNING_ALONE_ON_THE_SERVER] !== '1') {
    throw new Error(
      'A transaction held open on the server stalls every test file running beside it: list this file in ALONE_ON_THE_SERVER in backend/jest.config.js.',
    );
  }
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = await connectTo(url.toString());
  await client.query('begin');
  await client.query('select pg_current_xact_id()');
  return {
    async close() {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}

/**
 * The test's own database refuses every connection, and those it had are cut: to the app, the
 * database is down, while the server and every other database on it carry on. `restore` lets
 * connections in again.
 */
export async function refuseConnections(databaseUrl: string): Promise<{ restore(): Promise<void> }> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const identifier = `"${name.replace(/"/g, '""')}"`;
  await withDatabase(server.toString(), async (client) => {
    await client.query(`alter database ${identifier} with allow_connections false`);
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  });
  return {
    restore: () =>
      withDatabase(server.toString(), (client) =>
        client.query(`alter database ${identifier} with allow_connections true`).then(() => undefined),
      ),
  };
}
