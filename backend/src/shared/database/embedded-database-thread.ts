// The embedded database's own thread (embedded-database.ts starts it): PGlite and the loopback server
// that hands each client connection's wire-protocol messages to it, one exchange at a time. Posts
// `serving` with the URL once it listens; on `close`, ends every connection and the engine, then the
// thread (`process.exit` in a worker ends only its thread).
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { ExclusiveExchangeQueue } from './exclusive-exchange-queue';

type HandlerQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'];

/**
 * PGlite's own start parameters, and new WAL files left unfilled (`wal_init_zero`, a setting of
 * PostgreSQL's for file systems that gain nothing from it). The one backend fills each 16 MB file
 * with zeroes inside the commit that starts it: during three imports, about 50 ms every 600 ms in which
 * the one-second poll waited too (docs/performance.md, "Imports never starve the poll", step 11).
 * Recovery never relied on the zeroes: every WAL record carries its own checksum.
 */
const ENGINE_START_PARAMETERS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];

export interface EngineThreadOptions {
  /** The data folder; without one the data lives in memory. */
  readonly directory?: string;
}

export type EngineThreadMessage = { readonly type: 'serving'; readonly url: string } | { readonly type: 'close' };

async function serve({ directory }: EngineThreadOptions): Promise<{ url: string; close(): Promise<void> }> {
  if (directory) mkdirSync(directory, { recursive: true });
  const options = { startParams: ENGINE_START_PARAMETERS };
  const db = directory ? await PGlite.create(directory, options) : await PGlite.create(options);
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

if (!isMainThread && parentPort) {
  const parent = parentPort;
  void serve(workerData as EngineThreadOptions).then((engine) => {
    parent.on('message', (message: EngineThreadMessage) => {
      if (message.type === 'close') void engine.close().then(() => process.exit(0));
    });
    parent.postMessage({ type: 'serving', url: engine.url } satisfies EngineThreadMessage);
  });
}
