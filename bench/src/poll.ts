// bench/poll: GET /api/timer/active, the call every open dashboard makes once a second (spec §4,
// §7), so the one that decides how many people a machine serves. The whole app as people start it,
// in a process of its own, twice: on PostgreSQL and Redis (DATABASE_URL, REDIS_URL) and on the
// embedded defaults of `npm start`. People sign in through the real flow; half of them start a timer.
// The floors are measured in the same run, each in a process of its own: an Express hello-world
// answering the same JSON (the framework's floor) and bare node:http (the runtime's limit).
import autocannon from 'autocannon';
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { type AppProcess, backend } from './support/backend';
import { createBenchDatabase } from './support/database';
import { FLOOR_BODY, FLOOR_PATH } from './support/floor-server';
import { type Person, freePort, signInAt } from './support/http-app';
import { cpuSecondsOf, postgresCpuSeconds } from './support/cpu-time';
import { type Outcome, type Verdict, progress } from './support/report';
import { track } from './support/resources';
import { ratio, whole } from './support/stats';

const TARGETS = { serverRatio: 0.6, serverP99Ms: 25, embeddedRatio: 0.3 };
const FULL = { people: 50, connections: 100, rounds: 2, seconds: 8, warmupSeconds: 3 };
const QUICK = { people: 6, connections: 12, rounds: 1, seconds: 2, warmupSeconds: 1 };
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

interface Side {
  readonly label: string;
  readonly url: string;
  /** The process answering, whose CPU time each round records. */
  readonly pid: number;
  /** The side's database is the PostgreSQL server on this machine, whose CPU time each round records too. */
  readonly onPostgresServer?: boolean;
  /** Each connection keeps one person's session cookie; empty for the floors. */
  readonly cookies: readonly string[];
}

interface Round {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** CPU microseconds per answer: the answering process's, and the PostgreSQL server's. */
  readonly processCpuMicros: number;
  readonly postgresCpuMicros: number;
}

export async function poll(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  try {
    progress('poll: starting the floors and Pause twice (PostgreSQL + Redis, embedded)');
    const bare = await startFloor('bare');
    const express = await startFloor('express');
    const server = await startPause('PostgreSQL + Redis', {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL?.trim() || DEFAULT_REDIS_URL,
    });
    const embedded = await startPause('embedded (npm start defaults)', {
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    });

    progress(`poll: signing ${size.people} people in on each Pause; half of them start a timer`);
    const sides: Side[] = [
      { label: 'bare node:http (the limit)', url: bare.url, pid: bare.pid, cookies: [] },
      { label: 'Express hello-world (the floor)', url: express.url, pid: express.pid, cookies: [] },
      {
        label: `Pause poll, ${server.label}`,
        url: server.url,
        pid: server.pid,
        onPostgresServer: true,
        cookies: await signInPeople(server.url, size.people),
      },
      {
        label: `Pause poll, ${embedded.label}`,
        url: embedded.url,
        pid: embedded.pid,
        cookies: await signInPeople(embedded.url, size.people),
      },
    ];

    for (const side of sides) await load(side, size.connections, size.warmupSeconds);
    const rounds = new Map<Side, Round[]>(sides.map((side) => [side, []]));
    for (let round = 0; round < size.rounds; round++) {
      // Every other round in the reverse order, so drift in the machine's load weighs on each side.
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        progress(`poll: round ${round + 1} of ${size.rounds}: ${side.label}`);
        rounds.get(side)!.push(await load(side, size.connections, size.seconds));
      }
    }

    const mean = (side: Side, pick: (round: Round) => number) =>
      rounds.get(side)!.reduce((sum, round) => sum + pick(round), 0) / size.rounds;
    const expressRate = mean(sides[1], (round) => round.requestsPerSecond);
    const rows = sides.map((side) => [
      side.label,
      ...rounds.get(side)!.map((round) => whole(round.requestsPerSecond)),
      whole(mean(side, (round) => round.requestsPerSecond)),
      mean(side, (round) => round.p50).toFixed(1),
      mean(side, (round) => round.p99).toFixed(1),
      ratio(mean(side, (round) => round.requestsPerSecond) / expressRate),
    ]);
    const cpuRows = sides.map((side) => {
      const processMicros = mean(side, (round) => round.processCpuMicros);
      const postgresMicros = mean(side, (round) => round.postgresCpuMicros);
      return [
        side.label,
        processMicros.toFixed(0),
        whole(1_000_000 / processMicros),
        side.onPostgresServer ? postgresMicros.toFixed(0) : '-',
        side.onPostgresServer ? whole(1_000_000 / postgresMicros) : '-',
      ];
    });
    const serverRatio = mean(sides[2], (round) => round.requestsPerSecond) / expressRate;
    const serverP99 = mean(sides[2], (round) => round.p99);
    const embeddedRatio = mean(sides[3], (round) => round.requestsPerSecond) / expressRate;
    const verdicts: Verdict[] = [
      {
        benchmark: 'poll',
        measure: 'PostgreSQL + Redis req/s / Express req/s',
        value: ratio(serverRatio),
        target: `>= ${ratio(TARGETS.serverRatio)}`,
        met: serverRatio >= TARGETS.serverRatio,
        miss: `${((1 - serverRatio / TARGETS.serverRatio) * 100).toFixed(1)}% short`,
      },
      {
        benchmark: 'poll',
        measure: `PostgreSQL + Redis p99 ms at ${size.connections} connections`,
        value: serverP99.toFixed(1),
        target: `<= ${TARGETS.serverP99Ms}`,
        met: serverP99 <= TARGETS.serverP99Ms,
        miss: `${(serverP99 - TARGETS.serverP99Ms).toFixed(1)} ms over`,
      },
      {
        benchmark: 'poll',
        measure: 'embedded req/s / Express req/s',
        value: ratio(embeddedRatio),
        target: `>= ${ratio(TARGETS.embeddedRatio)}`,
        met: embeddedRatio >= TARGETS.embeddedRatio,
        miss: `${((1 - embeddedRatio / TARGETS.embeddedRatio) * 100).toFixed(1)}% short`,
      },
    ];
    await Promise.all([bare.stop(), express.stop(), server.stop(), embedded.stop()]);
    return {
      tables: [
        {
          title: `poll: GET ${FLOOR_PATH} with autocannon, ${size.connections} connections, ${size.rounds} round(s) of ${size.seconds} s per side`,
          header: [
            'side',
            ...Array.from({ length: size.rounds }, (_, round) => `round ${round + 1} req/s`),
            'req/s',
            'p50 ms',
            'p99 ms',
            'vs Express',
          ],
          rows,
          notes: [
            `Pause: ${size.people} people signed in through the development OpenID provider's real flow, half with a running`,
            `timer; each connection keeps one person's session cookie (connection i is person i mod ${size.people}), with no`,
            'If-None-Match, so every answer is a full 200. Every answer is checked to be a 2xx, and each person is checked',
            'to be served their own timer before the load. The floors answer the same JSON as a running timer.',
            'Each side in its own process; rounds alternate the order of the sides.',
          ],
        },
        {
          title: 'poll: CPU time per answer, over the same rounds (from /proc: user + system)',
          header: [
            'side',
            'process µs/answer',
            'answers per process core-second',
            'PostgreSQL µs/answer',
            'answers per PostgreSQL core-second',
          ],
          rows: cpuRows,
          notes: [
            "The process is the side's own (Node is one thread: one core at most); the embedded side's database runs",
            'inside it. PostgreSQL is every postgres process on this machine, so anything else using it counts too.',
            'docs/scaling.md turns these into machines for 10k, 100k and 1M open dashboards.',
          ],
        },
      ],
      verdicts,
    };
  } finally {
    await dropDatabase();
  }
}

interface Served {
  readonly label: string;
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

async function startFloor(kind: 'bare' | 'express'): Promise<Served> {
  const port = await freePort();
  const child: ChildProcess = fork(join(__dirname, 'support', 'floor-server.js'), [kind, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const stop = track(`${kind} floor server`, () => stopChild(child));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`The ${kind} floor server exited with ${code}.`)));
  });
  return { label: kind, url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

async function startPause(label: string, env: Record<string, string | undefined>): Promise<Served> {
  const app: AppProcess = await backend.startAppProcess({
    // BENCH_PAUSE_NODE_ARGS profiles the app under this load, e.g. "--cpu-prof --cpu-prof-dir=/tmp/poll".
    command: ['node', ...nodeArguments(), backend.shippedProgram('app')],
    // Every poller signs in from this one address: no limit on sign-in attempts gets in the way. The
    // log level is the default one: the poll writes no request line (as health probes do not), so the
    // app's output, kept in the bench's memory, stays small (docs/performance.md).
    env: {
      ...env,
      NODE_ENV: undefined,
      OIDC_ISSUER_URL: undefined,
      PUBLIC_URL: undefined,
      SIGN_IN_ATTEMPTS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
    },
  });
  const stop = track(`Pause (${label})`, () => app.stop());
  return { label, url: app.url, pid: app.pid, stop };
}

function nodeArguments(): string[] {
  return process.env.BENCH_PAUSE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
}

/** People signed in at the app; every other one starts a work timer. Their session cookies. */
async function signInPeople(origin: string, count: number): Promise<string[]> {
  const people: Person[] = [];
  for (let index = 0; index < count; index++) {
    people.push(await signInAt(origin, `Poller${index}`, 'Europe/Paris'));
  }
  await Promise.all(
    people.map((person, index) =>
      index % 2 === 0 ? person.agent.post('/api/timer/start').send({ type: 'work' }).expect(201) : undefined,
    ),
  );
  for (const [index, person] of people.entries()) {
    const { body } = await person.agent.get(FLOOR_PATH).expect(200);
    const running = index % 2 === 0;
    if (running ? (body as { type?: string } | null)?.type !== FLOOR_BODY.type : body !== null) {
      throw new Error(`Person ${index} was served ${JSON.stringify(body)}, not their own timer.`);
    }
  }
  return people.map((person) => person.cookie);
}

async function load(side: Side, connections: number, seconds: number): Promise<Round> {
  let next = 0;
  const [processBefore, postgresBefore] = [cpuSecondsOf(side.pid), side.onPostgresServer ? postgresCpuSeconds() : 0];
  const result = await autocannon({
    url: `${side.url}${FLOOR_PATH}`,
    connections,
    duration: seconds,
    setupClient: (client) => {
      if (side.cookies.length > 0) client.setHeaders({ cookie: side.cookies[next++ % side.cookies.length] });
    },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `${side.label}: ${failed} of ${result.requests.total} requests failed (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts).`,
    );
  }
  const [processAfter, postgresAfter] = [cpuSecondsOf(side.pid), side.onPostgresServer ? postgresCpuSeconds() : 0];
  const microsPerAnswer = (seconds: number) => (seconds * 1_000_000) / result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    processCpuMicros: microsPerAnswer(processAfter - processBefore),
    postgresCpuMicros: microsPerAnswer(postgresAfter - postgresBefore),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
