// The parent's side of a served app: a free port on 127.0.0.1, the development OpenID provider in
// its own process (as the integration tests run it), the app in a child process, and people signed
// in through the real authorization-code flow, each with the session cookie a browser would keep.
import { type ChildProcess, fork } from 'node:child_process';
import { type AddressInfo, createServer, connect } from 'node:net';
import { join } from 'node:path';
import supertest from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { AppAnnouncement, AppReply, AppRequest } from './app-server';
import { backend } from './backend';
import { track } from './resources';

export interface Person {
  readonly userId: string;
  /** The `Cookie` header of their signed-in session. */
  readonly cookie: string;
  readonly agent: TestAgent;
}

export interface ServedApp {
  readonly origin: string;
  /** The app process, for reading its memory. */
  readonly pid: number;
  signIn(name: string, timeZone: string): Promise<Person>;
  /** Sends one request to the app process and waits for its answer. */
  ask(request: DistributiveOmit<AppRequest, 'id'>, timeoutSeconds?: number): Promise<unknown>;
  close(): Promise<void>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export async function serveApp(databaseUrl: string): Promise<ServedApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const provider = await backend.startDevOidcProcess(`${origin}/api/callback`);
  // The helper's stop() waits for an exit that already happened when the provider died by a signal
  // (Ctrl-C reaches the whole process group), so it gets a few seconds and no more.
  const stopProvider = track('development OpenID provider', () => withinSeconds(provider.stop(), 5));
  const redisUrl = process.env.REDIS_URL?.trim() || ((await answers(DEFAULT_REDIS_URL)) ? DEFAULT_REDIS_URL : '');
  const child = fork(join(__dirname, 'app-server.js'), [], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_ORIGIN: origin,
      BENCH_OIDC_ISSUER: provider.issuer,
      BENCH_REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stopChild = track('app process', () => stopProcess(child));
  await announcement(child, 120);

  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  child.on('message', (reply: AppReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(new Error(`app process: ${reply.error}`));
    else waiting.resolve(reply.result);
  });
  // A send to a process that has just died reports here; the waiting request is rejected by its callback.
  child.on('error', () => undefined);
  child.on('exit', (code) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`The app process exited with ${code}.`));
    pending.clear();
  });
  const signedIn: Person[] = [];
  const ask: ServedApp['ask'] = (request, timeoutSeconds = 60) => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`The app process did not answer ${request.op} within ${timeoutSeconds} s.`));
      }, timeoutSeconds * 1000);
      const settle = () => {
        clearTimeout(timer);
        pending.delete(id);
      };
      pending.set(id, {
        resolve: (value) => (settle(), resolve(value)),
        reject: (error) => (settle(), reject(error)),
      });
      if (!child.connected) return pending.get(id)!.reject(new Error('The app process is gone.'));
      child.send({ ...request, id } as AppRequest, (error) => {
        if (error) pending.get(id)?.reject(error);
      });
    });
  };

  return {
    origin,
    pid: child.pid!,
    async signIn(name, timeZone) {
      const person = await signInAt(origin, name, timeZone);
      signedIn.push(person);
      return person;
    },
    ask,
    async close() {
      // Signing out removes their sessions.
      for (const person of signedIn.splice(0)) await person.agent.get('/api/logout').catch(() => undefined);
      await ask({ op: 'close' }, 30).catch(() => undefined);
      await stopChild();
      await stopProvider();
    },
  };
}

/** Signs a person in at an app's public origin through the real flow, and sets their time zone. */
export async function signInAt(origin: string, name: string, timeZone: string): Promise<Person> {
  const agent = supertest.agent(origin);
  const session = backend.sessionCookieOf(
    await backend.signIn(agent, origin, { email: `${name.toLowerCase()}@bench.example`, givenName: name }),
  );
  const user = await agent.patch('/api/auth/user').send({ timeZone }).expect(200);
  return { userId: (user.body as { id: string }).id, cookie: session, agent };
}

function announcement(child: ChildProcess, timeoutSeconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The app process was not ready within ${timeoutSeconds} s.`)),
      timeoutSeconds * 1000,
    );
    child.once('message', (message: AppAnnouncement) => {
      clearTimeout(timer);
      if ('ready' in message) resolve();
      else reject(new Error(`The app process failed to start: ${message.failed}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The app process exited with ${code} before it was ready.`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, seconds * 1000)))]);
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections at the URL's host and port, within a second. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
