// bench/append: the event store's append, one event with the expected version, 20 writers at once on
// streams of their own, against a bare single-row INSERT per transaction (what PostgreSQL itself
// needs) and against Emmett's PostgreSQL event store, all three on the same database in the same run.
// The sides take turns in every order over the rounds, so drift in the machine's load weighs on each.
import type { Client } from 'pg';
import {
  BASELINE_TABLE,
  type WriterStream,
  pauseAppend,
  pausePoolSize,
  rawInsertAppend,
  writerStreams,
} from './support/append-sides';
import { openAppContext } from './support/app-context';
import { type AppendOne, type Block, writeConcurrently } from './support/concurrent-writers';
import { createBenchDatabase, withClient } from './support/database';
import { EMMETT_MESSAGES_TABLE, emmettAppend } from './support/emmett-side';
import { type Outcome, type Verdict, progress } from './support/report';
import { track } from './support/resources';
import { latencyOf, ms, ratio, whole } from './support/stats';

const WRITERS = 20;
const TARGETS = { ofRawInsert: 0.6, ofEmmett: 1.5 };
/** Each round, every side's 20 writers append `perWriter` events each; the six orders of three sides, twice. */
const FULL = { warmup: 10, perWriter: 50, rounds: 12 };
const QUICK = { warmup: 2, perWriter: 5, rounds: 6 };

/** Every order of the three sides: over six rounds each side goes first, second and last twice. */
const ORDERS = [
  [0, 1, 2],
  [2, 1, 0],
  [1, 2, 0],
  [0, 2, 1],
  [2, 0, 1],
  [1, 0, 2],
] as const;

interface Side {
  readonly label: string;
  readonly append: AppendOne;
  readonly streams: readonly WriterStream[];
  /** Where its events land, to check them when the run ends. */
  readonly table: string;
  readonly versionColumn: string;
  readonly blocks: Block[];
}

export async function append(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  try {
    progress(`append: database ${database.name}; opening the app's modules (migrations)`);
    const app = await openAppContext(database.url);
    const closeApp = track('app context', () => app.close());
    try {
      const poolSize = pausePoolSize(app);
      const streams = { pause: writerStreams(WRITERS), raw: writerStreams(WRITERS), emmett: writerStreams(WRITERS) };
      const raw = await rawInsertAppend(database.url, poolSize, streams.raw);
      const closeRaw = track('raw INSERT pool', raw.close);
      const emmett = emmettAppend(database.url, poolSize, streams.emmett);
      const closeEmmett = track('Emmett event store', emmett.close);
      try {
        const sides: Side[] = [
          {
            label: 'Pause appendAndCommit',
            append: pauseAppend(app, streams.pause),
            streams: streams.pause,
            table: 'events',
            versionColumn: 'stream_version',
            blocks: [],
          },
          {
            label: 'raw INSERT (baseline)',
            append: raw.append,
            streams: streams.raw,
            table: BASELINE_TABLE,
            versionColumn: 'stream_version',
            blocks: [],
          },
          {
            label: 'Emmett appendToStream',
            append: emmett.append,
            streams: streams.emmett,
            table: EMMETT_MESSAGES_TABLE,
            versionColumn: 'stream_position',
            blocks: [],
          },
        ];
        const outcome = await measure(sides, size, poolSize);
        await withClient(database.url, async (client) => {
          for (const side of sides) await expectEveryEvent(client, side, size.warmup + size.rounds * size.perWriter);
        });
        return outcome;
      } finally {
        await closeEmmett();
        await closeRaw();
      }
    } finally {
      await closeApp();
    }
  } finally {
    await dropDatabase();
  }
}

async function measure(sides: readonly Side[], size: typeof FULL, poolSize: number): Promise<Outcome> {
  progress(`append: warm-up, ${size.warmup} events per writer and side (Emmett creates its schema)`);
  for (const side of sides) await writeConcurrently(side.append, WRITERS, 1, size.warmup);
  let nextVersion = size.warmup + 1;
  for (let round = 0; round < size.rounds; round++) {
    progress(`append: round ${round + 1} of ${size.rounds}`);
    for (const index of ORDERS[round % ORDERS.length]) {
      const side = sides[index];
      side.blocks.push(await writeConcurrently(side.append, WRITERS, nextVersion, size.perWriter));
    }
    nextVersion += size.perWriter;
  }

  const figures = sides.map((side) => {
    const events = side.blocks.reduce((sum, block) => sum + block.events, 0);
    const seconds = side.blocks.reduce((sum, block) => sum + block.seconds, 0);
    return { events, rate: events / seconds, latency: latencyOf(side.blocks.flatMap((block) => block.latencies)) };
  });
  const [pause, raw, emmett] = figures;
  const perRound = (other: number) =>
    sides[0].blocks.map((block, round) => block.events / block.seconds / rateOf(sides[other].blocks[round]));
  const spread = (values: number[]) => `${ratio(Math.min(...values))}–${ratio(Math.max(...values))}`;
  const ofRaw = pause.rate / raw.rate;
  const ofEmmett = pause.rate / emmett.rate;

  const verdicts: Verdict[] = [
    {
      benchmark: 'append',
      measure: 'Pause / raw INSERT, events/s',
      value: ratio(ofRaw),
      target: `>= ${ratio(TARGETS.ofRawInsert)}`,
      met: ofRaw >= TARGETS.ofRawInsert,
      miss: `${((1 - ofRaw / TARGETS.ofRawInsert) * 100).toFixed(1)}% short`,
    },
    {
      benchmark: 'append',
      measure: 'Pause / Emmett, events/s',
      value: ratio(ofEmmett),
      target: `>= ${ratio(TARGETS.ofEmmett)}`,
      met: ofEmmett >= TARGETS.ofEmmett,
      miss: `${((1 - ofEmmett / TARGETS.ofEmmett) * 100).toFixed(1)}% short`,
    },
  ];
  return {
    tables: [
      {
        title: `append: one event per call with the expected version, ${WRITERS} writers at once on streams of their own, a pool of ${poolSize} connections each; ${size.rounds} rounds of ${whole(WRITERS * size.perWriter)} events per side, the sides in every order`,
        header: ['side', 'events', 'events/s', 'p50 ms', 'p99 ms', 'events/s / raw'],
        rows: sides.map((side, index) => [
          side.label,
          whole(figures[index].events),
          whole(figures[index].rate),
          ms(figures[index].latency.p50),
          ms(figures[index].latency.p99),
          ratio(figures[index].rate / raw.rate),
        ]),
        notes: [
          `Pause / raw INSERT ${ratio(ofRaw)} (round by round ${spread(perRound(1))}); Pause / Emmett ${ratio(ofEmmett)} (round by round ${spread(perRound(2))}).`,
          "Events/s: the side's events over the time its rounds took, until its last writer finished.",
        ],
      },
    ],
    verdicts,
  };
}

const rateOf = (block: Block): number => block.events / block.seconds;

/** Every writer's stream holds each version once, from 1 to the last: nothing lost, nothing doubled. */
async function expectEveryEvent(client: Client, side: Side, perStream: number): Promise<void> {
  const { rows } = await client.query<{ events: string; streams: string; last: number; first: number }>(
    `select count(*) as events, count(distinct stream_id) as streams,
            min(${side.versionColumn})::int as first, max(${side.versionColumn})::int as last
       from ${side.table} where stream_id = any($1)`,
    [side.streams.map((stream) => stream.streamId)],
  );
  const [found] = rows;
  const expected = { events: WRITERS * perStream, streams: WRITERS, first: 1, last: perStream };
  const actual = {
    events: Number(found.events),
    streams: Number(found.streams),
    first: found.first,
    last: found.last,
  };
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `${side.label}: expected ${JSON.stringify(expected)} in ${side.table}, found ${JSON.stringify(actual)}.`,
    );
  }
}
