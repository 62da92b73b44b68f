// The embedded PostgreSQL: PGlite served on a loopback port, so the app talks to it through the same
// pg driver and SQL as to a server. Open a data folder only through openDatabase (database-endpoint.ts),
// which holds the folder's lock; this module alone would let two engines share the files.
//
// The engine runs on a thread of its own (embedded-database-thread.ts). PGlite executes each statement
// synchronously in WebAssembly, so on the app's thread every statement stopped the event loop: a
// request that arrived meanwhile (the one-second poll behind an import) was not even read until the
// statement ended, and the app's own work could never overlap the engine's (docs/performance.md).
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EngineThreadMessage, EngineThreadOptions } from './embedded-database-thread';

export interface EmbeddedDatabase {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts PGlite on a thread of its own and serves it on 127.0.0.1 on a free port. With a directory the
 * data survives restarts; without one it lives in memory (tests). Should the engine's thread fail after
 * it started, the process fails with its error, as it would have with the engine on the app's thread:
 * without its engine the app cannot answer anything.
 */
export async function serveEmbeddedDatabase(directory?: string): Promise<EmbeddedDatabase> {
  const options: EngineThreadOptions = { directory };
  const thread = new Worker(join(__dirname, 'embedded-database-thread.js'), { workerData: options });
  const url = await new Promise<string>((resolve, reject) => {
    const failed = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
    thread.once('error', failed);
    thread.once('exit', (code) => failed(threadStopped(code)));
    thread.once('message', (message: EngineThreadMessage) => {
      if (message.type === 'serving') resolve(message.url);
    });
  });
  thread.removeAllListeners();
  let closing = false;
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  thread.on('error', (error) => {
    if (!closing) throw error;
  });
  thread.once('exit', (code) => {
    if (!closing) throw threadStopped(code);
  });
  return {
    url,
    async close() {
      if (!closing) {
        closing = true;
        thread.postMessage({ type: 'close' } satisfies EngineThreadMessage);
      }
      await exited;
    },
  };
}

function threadStopped(exitCode: number): Error {
  return new Error(`The embedded database's thread stopped (exit code ${exitCode}).`);
}
