// Pause as `npm start` runs it (`node backend/dist/main.js`) in a process of its own, on the benchmark's
// PostgreSQL database with Redis or on the embedded database in a temporary data folder; with the URL
// the benchmark itself connects to for its baselines and checks. Used by `import` and `import-poll`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppProcess, backend } from './backend';
import { progress } from './report';
import { track } from './resources';

export interface PauseOnDatabase {
  readonly label: string;
  readonly short: string;
  /** The embedded engine of `npm start`, rather than a PostgreSQL server. */
  readonly embedded: boolean;
  /** The app, started as `npm start` would on this database. */
  readonly app: AppProcess;
  /** Where the bench itself connects for the baseline and the checks. */
  readonly url: string;
  stop(): Promise<void>;
}

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * With `worker`, also `node backend/dist/worker.js` as `npm run worker` runs it beside the app (it follows
 * the subscriptions and runs the jobs, which the app leaves to it when Redis is set), both with a queue
 * prefix of their own whose keys are deleted when they stop. Without it, nothing follows the subscriptions.
 */
export async function pauseOnServer(
  benchmark: string,
  url: string,
  options: { worker?: boolean } = {},
): Promise<PauseOnDatabase> {
  progress(`${benchmark}: starting Pause on PostgreSQL + Redis${options.worker ? ', and its worker' : ''}`);
  const redisUrl = process.env.REDIS_URL?.trim() || DEFAULT_REDIS_URL;
  const queuePrefix = options.worker ? `pause-bench-${randomBytes(4).toString('hex')}` : undefined;
  const env = { DATABASE_URL: url, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix };
  const app = await startPause(env);
  const stopApp = track('Pause (PostgreSQL)', () => app.stop());
  if (!queuePrefix) {
    return { label: 'PostgreSQL + Redis', short: 'PostgreSQL', embedded: false, app, url, stop: stopApp };
  }
  const forgetKeys = track(`Redis keys ${queuePrefix}:*`, () => backend.forgetQueueKeys(redisUrl, queuePrefix));
  const worker = await backend.startAppProcess({
    command: ['node', backend.shippedProgram('worker')],
    readyLine: /Pause worker is running/,
    env: { ...env, NODE_ENV: undefined, OIDC_ISSUER_URL: undefined, PUBLIC_URL: undefined },
  });
  const stopWorker = track('Pause worker', () => worker.stop());
  return {
    label: 'PostgreSQL + Redis, one worker',
    short: 'PostgreSQL',
    embedded: false,
    app,
    url,
    async stop() {
      await stopWorker();
      await stopApp();
      await forgetKeys();
    },
  };
}

export async function pauseEmbedded(benchmark: string): Promise<PauseOnDatabase> {
  progress(`${benchmark}: starting Pause on the embedded database (npm start defaults)`);
  const dataDir = mkdtempSync(join(tmpdir(), `pause-bench-${benchmark}-`));
  const removeData = track(`embedded data ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const app = await startPause({ DATABASE_URL: undefined, REDIS_URL: undefined }, dataDir);
  const stopApp = track('Pause (embedded)', () => app.stop());
  // The app serves its engine on loopback and writes where in the data folder's lock (as the CLI tools find it).
  const { databaseUrl } = JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as { databaseUrl?: string };
  if (!databaseUrl) throw new Error(`The embedded database's lock in ${dataDir} names no URL.`);
  return {
    label: 'embedded (PGlite)',
    short: 'embedded',
    embedded: true,
    app,
    url: databaseUrl,
    async stop() {
      await stopApp();
      await removeData();
    },
  };
}

function startPause(env: Record<string, string | undefined>, dataDir?: string): Promise<AppProcess> {
  return backend.startAppProcess({
    // BENCH_PAUSE_NODE_ARGS profiles the app, e.g. "--cpu-prof --cpu-prof-dir=/tmp/import-profile".
    command: ['node', ...nodeArguments(), backend.shippedProgram('app')],
    env: { ...env, NODE_ENV: undefined, OIDC_ISSUER_URL: undefined, PUBLIC_URL: undefined },
    dataDir,
  });
}

function nodeArguments(): string[] {
  return process.env.BENCH_PAUSE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
}
