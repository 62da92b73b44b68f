// Where a process finds PostgreSQL: the server DATABASE_URL names, or the embedded database in the
// data folder. The first process to open the folder serves its engine on loopback and says where in
// the folder's lock; a command-line tool that finds the app there connects to the app's engine
// instead of opening the files a second time. Anything else that finds the folder taken is refused.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataFolderInUse, type DataFolderHolder, DataFolderLock } from './data-folder-lock';
import { type EmbeddedDatabase, serveEmbeddedDatabase } from './embedded-database';
import { describeProcess } from '#src/shared/process/process-identity';

export interface DatabaseEndpoint {
  readonly url: string;
  readonly embedded: boolean;
  /** Set when this process uses the engine another Pause process serves (a tool beside the app). */
  readonly servedBy?: DataFolderHolder;
  close(): Promise<void>;
}

/** Who is opening the database, so that a refusal can say who holds what. */
export interface DatabaseUser {
  readonly role: 'app' | 'tool';
  /** As a person would type it: `npm start`, `npm run replay`. */
  readonly command: string;
}

export interface DatabaseLocation {
  readonly databaseUrl?: string;
  readonly dataDir: string;
}

/** The injection token for the connection string of the database the app uses. */
export const DATABASE_URL = Symbol('DATABASE_URL');

export function externalDatabase(url: string): DatabaseEndpoint {
  return { url, embedded: false, close: async () => undefined };
}

/** The folder PGlite keeps its files in; its lock is `<folder>.lock` beside it. */
function embeddedDataFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openDatabase(location: DatabaseLocation, user: DatabaseUser): Promise<DatabaseEndpoint> {
  if (location.databaseUrl) return externalDatabase(location.databaseUrl);
  const folder = embeddedDataFolder(location.dataDir);
  const claim = DataFolderLock.claim(folder, user);
  if (claim.acquired) return serveUnderLock(claim.lock, folder);

  const { holder, state } = claim;
  const shared = engineServedTo(user, holder, state);
  if (shared) {
    await checkAnswers(holder, shared);
    return { url: shared, embedded: true, servedBy: holder, close: async () => undefined };
  }
  throw new DataFolderInUse(refusal(location.dataDir, user, holder, state, `${folder}.lock`));
}

/** Where a tool may use the engine of the app holding the folder: only a running app that said where. */
function engineServedTo(
  user: DatabaseUser,
  holder: DataFolderHolder,
  state: 'running' | 'elsewhere',
): string | undefined {
  return user.role === 'tool' && holder.role === 'app' && state === 'running' ? holder.databaseUrl : undefined;
}

/**
 * Refuses, as openDatabase would, when `user` could not open the database now, without opening it.
 * `npm start` asks before it rebuilds the files a running app is serving.
 */
export function refuseIfDataFolderTaken(location: DatabaseLocation, user: DatabaseUser): void {
  if (location.databaseUrl) return;
  const folder = embeddedDataFolder(location.dataDir);
  const claim = DataFolderLock.claim(folder, user);
  if (claim.acquired) return claim.lock.release();
  if (engineServedTo(user, claim.holder, claim.state)) return;
  throw new DataFolderInUse(refusal(location.dataDir, user, claim.holder, claim.state, `${folder}.lock`));
}

/**
 * For `npm run restore`: an empty database for the data folder, served from `pglite.restoring` beside
 * the person's `pglite` under the folder's lock, refused while anyone else holds the folder. Nothing
 * happens to their data until close(): after keep(), the restored folder takes the place of theirs,
 * which is moved aside (never deleted); without keep() (a failed or interrupted restore) the restored
 * folder is removed and theirs stays as it was. A restore killed outright leaves their folder in place
 * and `pglite.restoring` behind, which the next restore clears.
 */
export async function openFreshEmbeddedDatabase(
  dataDir: string,
  user: DatabaseUser,
): Promise<DatabaseEndpoint & { keep(): { readonly previousFolder?: string } }> {
  const folder = embeddedDataFolder(dataDir);
  const claim = DataFolderLock.claim(folder, user);
  if (!claim.acquired) {
    const { holder, state } = claim;
    if (holder.role === 'app' && state === 'running') {
      throw new DataFolderInUse(
        `Pause is running (${describeProcess(holder.process)}, ${holder.command}) with the data folder ${dataDir}: ` +
          `stop it before restoring, then run ${user.command} again.`,
      );
    }
    throw new DataFolderInUse(refusal(dataDir, user, holder, state, `${folder}.lock`));
  }
  const restoring = `${folder}.restoring`;
  let kept: { readonly previousFolder?: string } | undefined;
  const endpoint = await serveUnderLock(claim.lock, restoring, {
    beforeServing: () => rmSync(restoring, { recursive: true, force: true }),
    afterClosing: () =>
      kept ? putInPlace(restoring, folder, kept.previousFolder) : rmSync(restoring, { recursive: true, force: true }),
  });
  return {
    ...endpoint,
    keep() {
      kept = { previousFolder: existsSync(folder) ? asideName(folder) : undefined };
      return kept;
    },
  };
}

function putInPlace(restored: string, folder: string, previousFolder: string | undefined): void {
  if (previousFolder) renameSync(folder, previousFolder);
  try {
    renameSync(restored, folder);
  } catch (error) {
    if (previousFolder) renameSync(previousFolder, folder);
    throw new Error(
      `The restored database is complete in ${restored} but could not replace ${folder} (${(error as Error).message}); ${folder} is unchanged.`,
    );
  }
}

/** `pglite.before-restore-20261116T090000Z`, with a counter should a restore in the same second have taken that name. */
function asideName(folder: string): string {
  const base = `${folder}.before-restore-${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;
  let name = base;
  for (let counter = 2; existsSync(name); counter++) name = `${base}-${counter}`;
  return name;
}

/**
 * Serves the PGlite files in `served` (the locked folder itself, or a fresh one beside it) for as long
 * as the lock is held, and says where in the lock. The lock goes when the database is closed, or
 * when the process exits for any reason short of being killed (then the next opener finds it gone).
 */
async function serveUnderLock(
  lock: DataFolderLock,
  served: string,
  steps: { beforeServing?: () => void; afterClosing?: () => void } = {},
): Promise<DatabaseEndpoint> {
  const releaseOnExit = () => lock.release();
  process.once('exit', releaseOnExit);
  const release = () => {
    lock.release();
    process.removeListener('exit', releaseOnExit);
  };
  let database: EmbeddedDatabase;
  try {
    steps.beforeServing?.();
    database = await serveEmbeddedDatabase(served);
  } catch (error) {
    release();
    throw error;
  }
  lock.advertise(database.url);
  return {
    url: database.url,
    embedded: true,
    async close() {
      try {
        await database.close();
        steps.afterClosing?.();
      } finally {
        release();
      }
    },
  };
}

async function checkAnswers(holder: DataFolderHolder, url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined); // a connection lost here is reported by the query below
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new DataFolderInUse(
      `Pause is running (${describeProcess(holder.process)}, ${holder.command}) but its database at ${url} does not answer ` +
        `(${(error as Error).message}). Run this again once Pause answers, or stop Pause and run it alone.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

function refusal(
  dataDir: string,
  user: DatabaseUser,
  holder: DataFolderHolder,
  state: 'running' | 'elsewhere',
  lockPath: string,
): string {
  const who = `${holder.command}, ${describeProcess(holder.process)}, since ${holder.since}`;
  if (state === 'elsewhere') {
    return (
      `The data folder ${dataDir} is in use by ${who}, and this machine cannot tell whether that process still runs. ` +
      `If it does not, delete ${lockPath} and try again.`
    );
  }
  if (holder.role === 'app' && user.role === 'app') {
    return (
      `Pause is already running with the data folder ${dataDir} (${who}). ` +
      'Stop it first, or set PAUSE_DATA_DIR to run another copy on another folder.'
    );
  }
  if (holder.role === 'app') {
    return `Pause is starting (${who}); run ${user.command} again once it says it is ready.`;
  }
  return `Another Pause command (${who}) is using the data folder ${dataDir}; run ${user.command} again when it has finished.`;
}
