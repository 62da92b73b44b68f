// The embedded PostgreSQL: PGlite served on a loopback port, so the app talks to it through the same
// pg driver and SQL as to a server. Open a data folder only through openDatabase (database-endpoint.ts),
// which holds the folder's lock; this module alone would let two engines share the files.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { ExclusiveExchangeQueue } from './exclusive-exchange-queue';

type HandlerQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'];

export interface EmbeddedDatabase {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts PGlite and serves it on 127.0.0.1 on a free port, one PGLiteSocketHandler per client
 * connection, all sharing one ExclusiveExchangeQueue. With a directory the data survives restarts;
 * without one it lives in memory (tests).
 */
export async function serveEmbeddedDatabase(directory?: string): Promise<EmbeddedDatabase> {
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
    async close() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
