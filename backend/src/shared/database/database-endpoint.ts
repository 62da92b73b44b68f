// Where PostgreSQL is: the server DATABASE_URL names, or an embedded PGlite served on a loopback
// port, so the app always talks to it through the same pg driver and SQL.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { ExclusiveExchangeQueue } from './exclusive-exchange-queue';

export interface DatabaseEndpoint {
  readonly url: string;
  readonly embedded: boolean;
  close(): Promise<void>;
}

type HandlerQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'];

export function externalDatabase(url: string): DatabaseEndpoint {
  return { url, embedded: false, close: async () => undefined };
}

/**
 * Starts PGlite and serves it on 127.0.0.1 on a free port, one PGLiteSocketHandler per client
 * connection, all sharing one ExclusiveExchangeQueue. With a directory the data survives restarts;
 * without one it lives in memory (tests).
 */
export async function startEmbeddedDatabase(directory?: string): Promise<DatabaseEndpoint> {
  if (directory) mkdirSync(directory, { recursive: true });
  const db = directory ? await PGlite.create(directory) : await PGlite.create();
  const queue = new ExclusiveExchangeQueue(db) as unknown as HandlerQueue;
  const handlers = new Set<PGLiteSocketHandler>();
  const server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    async close() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/** The injection token for the connection string of the database the app uses. */
export const DATABASE_URL = Symbol('DATABASE_URL');
