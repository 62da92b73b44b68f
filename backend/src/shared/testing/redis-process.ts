// A Redis server of the test's own (Debian's redis-server on a free port, nothing kept on disk), for
// faults the shared Redis must never suffer: stopped for a while and started again empty, or frozen
// (SIGSTOP) so that it accepts connections and answers nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { freePort } from './app-process';

const REDIS_SERVER = '/usr/bin/redis-server';

/** redis-server processes still running; killed if the test process exits first. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface RedisProcess {
  /** REDIS_URL for the app. */
  readonly url: string;
  /** Stops the server (SIGKILL: nothing is saved, nothing is kept). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open and are accepted, and nothing is answered until resume(). */
  freeze(): void;
  resume(): void;
}

/** Why redis-server cannot run here, or undefined when it can. */
export function redisServerMissing(): string | undefined {
  return existsSync(REDIS_SERVER)
    ? undefined
    : `${REDIS_SERVER} is missing: install Debian's redis-server ("apt-get install redis-server").`;
}

/** `describe`, or its `skip` with a warning where redis-server is not installed (never in CI: it fails there). */
export function describeWhereRedisServerRuns<Describe extends { skip: Describe }>(
  run: Describe,
  what: string,
): Describe {
  const missing = redisServerMissing();
  if (!missing || process.env.CI) return run;
  console.warn(`${what} skipped: ${missing}`);
  return run.skip;
}

export async function startRedisProcess(): Promise<RedisProcess> {
  const missing = redisServerMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: 'ignore' },
    );
    running.add(started);
    started.once('exit', () => running.delete(started));
    child = started;
    await untilAnswering(port, started);
  };
  const signal = (name: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const stopping = child;
      if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGCONT');
      stopping.kill('SIGKILL');
      await exited;
    },
    freeze: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
  };
}

/** Until the server answers PING with PONG (a few milliseconds after it starts). */
async function untilAnswering(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} on port ${port}.`);
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`redis-server on port ${port} did not answer.`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}
