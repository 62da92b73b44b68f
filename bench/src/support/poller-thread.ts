// import-poll's poller, on a thread of its own: a fourth person's dashboard polls from a browser of its
// own, so its answers must not wait for the benchmark's main thread, which sends the importers'
// uploads and reads their answers. Polls GET `path` once every `everyMs` on one kept-alive connection,
// never two at once, for as long as each phase the main thread starts lasts (pollerThread below).
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type MessagePort, Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export interface PollerSettings {
  readonly origin: string;
  readonly cookie: string;
  readonly path: string;
  readonly everyMs: number;
  readonly timeoutMs: number;
  /** What the answer's body must be, parsed, for the poll to count (the running timer). */
  readonly expectedType: string;
}

export interface PhaseBounds {
  readonly maxPolls: number;
  readonly maxMs: number;
}

export interface Phase {
  readonly latencies: number[];
  readonly seconds: number;
}

type ToPoller = { readonly type: 'phase'; readonly bounds: PhaseBounds } | { readonly type: 'stop' | 'close' };
type FromPoller =
  { readonly type: 'phase'; readonly phase: Phase } | { readonly type: 'failed'; readonly message: string };

/** How often the main thread asks whether a phase goes on. */
const GOING_CHECK_MS = 10;

export interface PollerThread {
  /** Polls while `going()` holds, at most `bounds.maxPolls` times; past `bounds.maxMs` it fails. */
  phase(bounds: PhaseBounds, going: () => boolean): Promise<Phase>;
  close(): Promise<void>;
}

export function pollerThread(settings: PollerSettings): PollerThread {
  const worker = new Worker(__filename, { workerData: settings });
  worker.on('error', () => undefined);
  return {
    phase: (bounds, going) =>
      new Promise((resolve, reject) => {
        const watch = setInterval(() => {
          if (!going()) worker.postMessage({ type: 'stop' } satisfies ToPoller);
        }, GOING_CHECK_MS);
        const finish = (message: FromPoller) => {
          clearInterval(watch);
          worker.off('error', fail);
          if (message.type === 'phase') resolve(message.phase);
          else reject(new Error(message.message));
        };
        const fail = (error: Error) => {
          clearInterval(watch);
          worker.off('message', finish);
          reject(error);
        };
        worker.once('message', finish);
        worker.once('error', fail);
        worker.postMessage({ type: 'phase', bounds } satisfies ToPoller);
      }),
    close: async () => {
      worker.postMessage({ type: 'close' } satisfies ToPoller);
      await new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    },
  };
}

/** The poller's one kept-alive connection to the app, and where it is. */
interface Connection {
  readonly agent: Agent;
  readonly host: string;
  readonly port: string;
}

/** One GET of the poll; its latency in ms, from the request to the end of the answer. */
function pollOnce(settings: PollerSettings, { agent, host, port }: Connection): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const call = request({ host, port, path: settings.path, agent, headers: { cookie: settings.cookie } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => {
        const elapsed = performance.now() - sent;
        if (answer.statusCode !== 200) return reject(new Error(`The poll answered ${answer.statusCode}: ${body}`));
        const parsed = JSON.parse(body) as { type?: string } | null;
        if (parsed?.type !== settings.expectedType) {
          return reject(new Error(`The poll answered ${body}, not the running timer.`));
        }
        resolve(elapsed);
      });
      answer.on('error', reject);
    });
    call.setTimeout(settings.timeoutMs, () =>
      call.destroy(new Error(`No answer to the poll in ${settings.timeoutMs} ms.`)),
    );
    call.on('error', reject);
    call.end();
  });
}

/**
 * Polls once every `everyMs` (at once after an answer that came later) until told to stop, at most
 * `bounds.maxPolls` times; past `bounds.maxMs` it fails, saying so.
 */
async function pollPhase(
  settings: PollerSettings,
  connection: Connection,
  bounds: PhaseBounds,
  stopped: () => boolean,
): Promise<Phase> {
  const latencies: number[] = [];
  const started = performance.now();
  while (!stopped() && latencies.length < bounds.maxPolls) {
    if (performance.now() - started > bounds.maxMs) {
      throw new Error(
        `Still polling after ${bounds.maxMs / 1000} s (${latencies.length} polls): the phase did not end.`,
      );
    }
    const due = started + latencies.length * settings.everyMs;
    if (due > performance.now()) await sleep(due - performance.now());
    latencies.push(await pollOnce(settings, connection));
  }
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

function serve(port: MessagePort, settings: PollerSettings): void {
  const { hostname, port: appPort } = new URL(settings.origin);
  const connection: Connection = {
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    host: hostname,
    port: appPort,
  };
  let stopped = false;
  port.on('message', (message: ToPoller) => {
    if (message.type === 'stop') stopped = true;
    if (message.type === 'close') {
      connection.agent.destroy();
      port.close();
    }
    if (message.type !== 'phase') return;
    stopped = false;
    pollPhase(settings, connection, message.bounds, () => stopped).then(
      (phase) => port.postMessage({ type: 'phase', phase } satisfies FromPoller),
      (error: unknown) =>
        port.postMessage({
          type: 'failed',
          message: error instanceof Error ? error.message : String(error),
        } satisfies FromPoller),
    );
  });
}

if (!isMainThread && parentPort) serve(parentPort, workerData as PollerSettings);
