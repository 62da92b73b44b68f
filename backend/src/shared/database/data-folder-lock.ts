// One PostgreSQL engine per embedded data folder. Two PGlite instances on the same files corrupt
// them, so whichever process opens the folder first holds `<folder>.lock`, a file naming it; any
// other opener reads who holds it instead of opening the files. A lock whose process has ended (a
// kill -9, a crash) is taken over, but only once the holder is known to be gone, never on a guess.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import {
  type ProcessIdentity,
  type ProcessState,
  currentProcess,
  processState,
} from '#src/shared/process/process-identity';

export interface DataFolderHolder {
  /** `app` is `npm start`; `tool` a command-line tool that opened the folder while no app ran. */
  readonly role: 'app' | 'tool';
  /** What was run, for people: `npm start`, `npm run replay`. */
  readonly command: string;
  readonly process: ProcessIdentity;
  readonly since: string;
  /** Where the holder serves the folder's database to other processes, once it does. */
  readonly databaseUrl?: string;
  readonly token: string;
}

export type DataFolderClaim =
  | { readonly acquired: true; readonly lock: DataFolderLock }
  | { readonly acquired: false; readonly holder: DataFolderHolder; readonly state: Exclude<ProcessState, 'gone'> };

export class DataFolderInUse extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderInUse';
  }
}

export class DataFolderLock {
  private released = false;

  private constructor(
    readonly path: string,
    private holder: DataFolderHolder,
  ) {}

  /** Takes the lock of `folder`, or says who holds it. */
  static claim(folder: string, who: Pick<DataFolderHolder, 'role' | 'command'>): DataFolderClaim {
    const path = `${folder}.lock`;
    const holder: DataFolderHolder = {
      ...who,
      process: currentProcess(),
      since: new Date().toISOString(),
      token: randomBytes(12).toString('hex'),
    };
    // Several rounds: each lost race means someone else moved first, and the next round reads them.
    for (let round = 0; round < 50; round++) {
      if (createExclusively(path, holder)) return { acquired: true, lock: new DataFolderLock(path, holder) };
      const current = readHolder(path);
      if (current === undefined) continue; // released between our attempt and our read
      const state = processState(current.process);
      if (state !== 'gone') return { acquired: false, holder: current, state };
      if (!removeStaleLock(path, current)) sleepSync(20);
    }
    throw new DataFolderInUse(`Could not take ${path}: other processes kept claiming it. Try again.`);
  }

  /** Says where other processes can reach the folder's database (written atomically). */
  advertise(databaseUrl: string): void {
    this.holder = { ...this.holder, databaseUrl };
    writeAtomically(this.path, this.holder);
  }

  /** Safe to call more than once, and from an 'exit' handler (it is synchronous). */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (readHolder(this.path)?.token === this.holder.token) unlinkQuietly(this.path);
  }
}

/** Only the first of several processes creating the file at once succeeds; the file is whole when it appears. */
function createExclusively(path: string, holder: DataFolderHolder): boolean {
  const draft = `${path}.${holder.token}`;
  writeFileSync(draft, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkQuietly(draft);
  }
}

/**
 * Deletes a dead holder's lock. Two processes may find the same dead holder at once: a takeover
 * file, created exclusively, lets one at a time check that the lock still names that holder and
 * delete it. (Ordinary claims never delete, so the file cannot change between that check and the
 * delete.) A takeover file left by a process killed inside these few lines is not guessed away.
 * Returns false when another process is taking over at this moment.
 */
function removeStaleLock(path: string, stale: DataFolderHolder): boolean {
  const takeoverPath = `${path}.takeover`;
  const us: DataFolderHolder = {
    role: 'tool',
    command: 'taking over a stale lock',
    process: currentProcess(),
    since: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  if (!createExclusively(takeoverPath, us)) {
    const other = readHolder(takeoverPath);
    if (other && processState(other.process) === 'gone') {
      throw new DataFolderInUse(
        `${takeoverPath} was left by process ${other.process.pid}, which ended while taking over ${path}. ` +
          `Check that no Pause process uses the data folder, delete ${takeoverPath}, and start again.`,
      );
    }
    return false; // another process is taking over right now; a later round reads the outcome
  }
  try {
    if (readHolder(path)?.token === stale.token) unlinkQuietly(path);
    return true;
  } finally {
    unlinkQuietly(takeoverPath);
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readHolder(path: string): DataFolderHolder | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as DataFolderHolder;
  } catch {
    throw new DataFolderInUse(
      `${path} is not a lock Pause can read. Check that no Pause process uses the data folder, then delete it.`,
    );
  }
}

function writeAtomically(path: string, holder: DataFolderHolder): void {
  const draft = `${path}.${holder.token}.next`;
  writeFileSync(draft, JSON.stringify(holder), { mode: 0o600 });
  renameSync(draft, path);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
