// One engine per data folder: the lock every opener of the embedded database claims, tried by
// several real processes at once, by processes that were killed, and against a pid reused by another.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { currentProcess } from '#src/shared/process/process-identity';
import { runTool } from '#src/shared/testing/tool-process';
import { DataFolderInUse, DataFolderLock } from './data-folder-lock';

/** The testing build loads its own copy of the app's modules (backend/package.json's imports). */
const TESTING_BUILD_CONDITION = '--conditions=@pause/testing-build';
const HOLDER_SCRIPT = join(__dirname, '..', '..', '..', 'dist-testing', 'shared', 'testing', 'hold-data-folder.js');

interface Claimer {
  readonly child: ChildProcess;
  readonly answer: Promise<'acquired' | 'held'>;
}

/** Another process claiming the folder; one that acquires it holds it until stopped or killed. */
function claimer(folder: string, role: 'app' | 'tool' = 'tool', databaseUrl?: string): Claimer {
  const child = spawn(
    process.execPath,
    [TESTING_BUILD_CONDITION, HOLDER_SCRIPT, folder, role, ...(databaseUrl ? [databaseUrl] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const answer = new Promise<'acquired' | 'held'>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('claim=')) resolve(line.slice('claim='.length) as 'acquired' | 'held');
    });
    child.once('error', reject);
  });
  return { child, answer };
}

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

describe('the data folder lock', () => {
  let root: string;
  let folder: string;
  const who = { role: 'app' as const, command: 'npm start' };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pause-lock-'));
    folder = join(root, 'pglite');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lets the first claim hold the folder and tells the next who holds it', () => {
    const first = DataFolderLock.claim(folder, who);
    expect(first.acquired).toBe(true);
    const second = DataFolderLock.claim(folder, { role: 'tool', command: 'npm run replay' });
    expect(second).toMatchObject({
      acquired: false,
      state: 'running',
      holder: { role: 'app', command: 'npm start', process: { pid: process.pid } },
    });
    if (first.acquired) first.lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    expect(DataFolderLock.claim(folder, who).acquired).toBe(true);
  });

  it('says where the holder serves the database once it advertises it', () => {
    const claim = DataFolderLock.claim(folder, who);
    if (!claim.acquired) throw new Error('expected to acquire');
    claim.lock.advertise('postgres://postgres@127.0.0.1:5555/postgres');
    expect(DataFolderLock.claim(folder, who)).toMatchObject({
      acquired: false,
      holder: { databaseUrl: 'postgres://postgres@127.0.0.1:5555/postgres' },
    });
  });

  it('takes over the lock of a process that was killed', async () => {
    const killed = claimer(folder, 'app');
    expect(await killed.answer).toBe('acquired');
    await ended(killed.child, 'SIGKILL');
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).process.pid).toBe(killed.child.pid);

    const claim = DataFolderLock.claim(folder, who);
    expect(claim.acquired).toBe(true);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).process.pid).toBe(process.pid);
  });

  const onLinux = existsSync('/proc/self/stat') ? it : it.skip;
  onLinux('takes over a lock whose pid now belongs to another process', () => {
    // Our own pid, but a start time that is not ours: the pid was reused (a container's app is pid 1 every time).
    const reused = { ...currentProcess(), startTicks: '1' };
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({
        role: 'app',
        command: 'npm start',
        process: reused,
        since: '2026-01-01T00:00:00.000Z',
        token: 'old',
      }),
    );
    expect(DataFolderLock.claim(folder, who).acquired).toBe(true);
  });

  it('never takes over a lock held on another machine', () => {
    const remote = { pid: 1, host: `not-${hostname()}` };
    writeFileSync(
      `${folder}.lock`,
      JSON.stringify({
        role: 'app',
        command: 'npm start',
        process: remote,
        since: '2026-01-01T00:00:00.000Z',
        token: 'remote',
      }),
    );
    expect(DataFolderLock.claim(folder, who)).toMatchObject({ acquired: false, state: 'elsewhere' });
  });

  it('does not guess away a takeover that a killed process left half done', () => {
    const gone = { pid: 2 ** 22 + 1, host: hostname(), startTicks: '1' };
    const stale = {
      role: 'app',
      command: 'npm start',
      process: gone,
      since: '2026-01-01T00:00:00.000Z',
      token: 'stale',
    };
    writeFileSync(`${folder}.lock`, JSON.stringify(stale));
    writeFileSync(`${folder}.lock.takeover`, JSON.stringify({ ...stale, token: 'takeover' }));
    expect(() => DataFolderLock.claim(folder, who)).toThrow(DataFolderInUse);
    expect(() => DataFolderLock.claim(folder, who)).toThrow(/delete .*pglite\.lock\.takeover, and start again/);
  });

  it.each([
    ['a free folder', false],
    ['a folder whose holder was killed', true],
  ])('lets exactly one of eight processes starting at once hold %s', async (_case, afterAKill) => {
    if (afterAKill) {
      const killed = claimer(folder, 'app');
      expect(await killed.answer).toBe('acquired');
      await ended(killed.child, 'SIGKILL');
    }
    const claimers = Array.from({ length: 8 }, () => claimer(folder));
    try {
      const answers = await Promise.all(claimers.map((c) => c.answer));
      expect(answers.filter((answer) => answer === 'acquired')).toHaveLength(1);
    } finally {
      await Promise.all(claimers.map((c) => ended(c.child, 'SIGTERM')));
    }
  });

  describe('what a tool does when the folder is taken', () => {
    const tool = () => runTool('events', ['export'], { DATABASE_URL: undefined, PAUSE_DATA_DIR: root });
    let holder: Claimer | undefined;

    afterEach(async () => {
      if (holder) await ended(holder.child, 'SIGTERM');
      holder = undefined;
    });

    it('refuses while another tool holds it, saying to run it again afterwards', async () => {
      holder = claimer(folder, 'tool');
      expect(await holder.answer).toBe('acquired');
      const refused = await tool();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /Another Pause command \(npm run replay, process \d+ on .*\) is using the data folder .*; run npm run events again when it has finished\./,
      );
    });

    it('asks to try again when the app has not said where its database is yet', async () => {
      holder = claimer(folder, 'app');
      expect(await holder.answer).toBe('acquired');
      const refused = await tool();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /Pause is starting \(npm start, process \d+ on .*\); run npm run events again once it says it is ready\./,
      );
    });

    it('says what to do when the running app does not answer where it said', async () => {
      holder = claimer(folder, 'app', 'postgres://postgres@127.0.0.1:1/postgres');
      expect(await holder.answer).toBe('acquired');
      const refused = await tool();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /Pause is running \(process \d+ on .*, npm start\) but its database at postgres:\/\/postgres@127\.0\.0\.1:1\/postgres does not answer/,
      );
    });
  });
});
