// Runs Pause as its own process, the way a person starts it, and waits until it says it is ready.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPOSITORY_ROOT = join(__dirname, '..', '..', '..', '..');
/** In a JSON log line or a readable one alike. */
const READY_LINE = /Pause is ready on ([^\s"]+)/;
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPES = /\x1b\[[0-9;]*m/g;
/** Past the graces a stopping Pause gives its jobs, its subscriptions and its connections (10 s each). */
const STOP_LIMIT_MS = 45_000;

/** Process groups still running; killed if the test process exits first (a failed setup, say). */
const running = new Set<number>();
process.once('exit', () => {
  for (const group of running) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

export interface AppProcess {
  /** Where the app listens (empty for a process that serves no HTTP, like the worker). */
  readonly url: string;
  readonly port: number;
  /** The process's id (of the command itself: `node`, or `npm` for `npm start`). */
  readonly pid: number;
  /** The exit code once the process has ended, else null. */
  exitCode(): number | null;
  /** Everything the process printed so far. */
  output(): string;
  /**
   * SIGTERM, and wait for the process to end; one still running well after every grace it gives
   * (STOP_LIMIT_MS) is killed, and this fails saying so.
   */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, in the middle of whatever it was doing. */
  kill(): Promise<void>;
}

export interface AppProcessOptions {
  /** The command and its arguments, run from the repository root: ['npm', 'start'] or ['node', 'backend/dist/main.js']. */
  readonly command: readonly [string, ...string[]];
  /** Overrides on top of the current environment; `undefined` removes a variable. */
  readonly env?: Record<string, string | undefined>;
  readonly readyTimeoutMs?: number;
  /** The line that says the process is ready; its first group, if any, is the URL. */
  readonly readyLine?: RegExp;
  /** Where the embedded database lives; by default a fresh temporary folder, removed on stop. */
  readonly dataDir?: string;
  /**
   * By default a free one. A restart that must keep the same people passes the first start's port:
   * the development provider's issuer, and so who a person is, includes it.
   */
  readonly port?: number;
}

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pause-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PAUSE_DATA_DIR: dataDir };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const [command, ...args] = options.command;
  const child = spawn(command, args, { cwd: REPOSITORY_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child.pid!);
  child.once('exit', () => running.delete(child.pid!));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Pause did not become ready in time. Output:\n${output}`)),
      options.readyTimeoutMs ?? 120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString().replace(ANSI_ESCAPES, '');
      const ready = (options.readyLine ?? READY_LINE).exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1] ?? '');
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Pause exited with ${code} before it was ready. Output:\n${output}`));
    });
  });
  return {
    url,
    port,
    pid: child.pid!,
    exitCode: () => child.exitCode,
    output: () => output,
    async stop() {
      const ended = await signalProcessGroup(child, 'SIGTERM', STOP_LIMIT_MS);
      if (!ended) await signalProcessGroup(child, 'SIGKILL');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (!ended) {
        throw new Error(
          `Pause had not ended ${STOP_LIMIT_MS / 1000} s after SIGTERM, so it was killed. Its output:\n${output.slice(-4000)}`,
        );
      }
    },
    async kill() {
      await signalProcessGroup(child, 'SIGKILL');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signals the process's group; true once the process has ended, false if `limitMs` passed first. */
function signalProcessGroup(child: ChildProcess, signal: NodeJS.Signals, limitMs?: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const limit = limitMs === undefined ? undefined : setTimeout(() => resolve(false), limitMs);
    child.once('exit', () => {
      clearTimeout(limit);
      resolve(true);
    });
    // npm start runs node as a grandchild: signal the whole group.
    process.kill(-child.pid!, signal);
  });
}

/**
 * A port nothing listens on, chosen at random below the kernel's ephemeral range. A port from that
 * range (what listening on port 0 gives) may be handed again to any socket bound to port 0 between
 * this answer and the app's own listen, a second or so later: the embedded database's server, another
 * test's service. Seen in CI: an app refused with EADDRINUSE on the port it had been given.
 */
export async function freePort(): Promise<number> {
  const lowest = 10_000;
  const highest = ephemeralPortsStart() - 1;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = lowest + randomInt(highest - lowest + 1);
    if (await canListenOn(port)) return port;
  }
  throw new Error(`No free port found between ${lowest} and ${highest}.`);
}

/** Where the kernel's ephemeral ports begin (Linux says in /proc; elsewhere, IANA's 49152). */
function ephemeralPortsStart(): number {
  let start = Number.NaN;
  try {
    start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    // Not Linux.
  }
  return Number.isInteger(start) && start > 11_000 ? start : 49_152;
}

/** Whether a server could listen on the port as the app does (every interface). */
function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
