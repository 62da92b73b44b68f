// bench/write-path: what the inline projectors (the balance read models and any other feature's)
// add to starting and stopping a timer over HTTP. The baseline is the same app in the same run with
// the app's InlineProjections list holding only the timer's own projectors. Small blocks with and
// without alternate (ABBA), one person each, whose timer streams grow alike, so drift in the
// machine's load and the growing streams weigh on both sides.
import type { Client } from 'pg';
import type { ProjectorTiming } from './support/app-server';
import { type PastSession, backend } from './support/backend';
import { createBenchDatabase, withClient } from './support/database';
import { type Person, type ServedApp, serveApp } from './support/http-app';
import { expectStatuses, sendSequence } from './support/load';
import { type Outcome, type Table, type Verdict, progress } from './support/report';
import { track } from './support/resources';
import { type Latency, latencyOf, ms, percent, ratio, selfRatio, whole } from './support/stats';

const TARGET_OVERHEAD = 0.3;
const TARGET_HISTORY_RATIO = 1.2;

/** Small blocks switched often (ABBA), so both sides meet the same moments; 40 rounds give 400 pairs a side. */
const FULL = { warmup: 10, block: 5, rounds: 40 };
const QUICK = { warmup: 3, block: 5, rounds: 1 };

const PAIR = [
  {
    method: 'POST' as const,
    path: '/api/timer/start',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'work' }),
  },
  { method: 'POST' as const, path: '/api/timer/stop' },
];
const PAIR_STATUSES = [201, 200];

interface Arm {
  readonly label: string;
  readonly on: boolean;
  readonly person: Person;
  readonly pairs: number[];
  readonly starts: number[];
  readonly stops: number[];
  /** Per read model: project() calls and milliseconds inside them, over the kept blocks. */
  readonly timings: Map<string, { calls: number; ms: number }>;
}

export async function writePath(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const verdictsOfHistory: Verdict[] = [];
  const historyTable: Table[] = [];
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  try {
    progress(`write-path: database ${database.name}; starting the app`);
    const app = await serveApp(database.url);
    const closeApp = track('served app', () => app.close());
    try {
      const on: Arm = {
        label: 'projectors on',
        on: true,
        person: await app.signIn('Onda', 'Europe/Paris'),
        pairs: [],
        starts: [],
        stops: [],
        timings: new Map(),
      };
      const off: Arm = {
        label: 'timer projectors only (baseline)',
        on: false,
        person: await app.signIn('Offa', 'Europe/Paris'),
        pairs: [],
        starts: [],
        stops: [],
        timings: new Map(),
      };
      const lists = { on: '', off: '' };

      progress('write-path: start/stop pairs in alternating blocks');
      lists.on = await runBlock(app, on, size.warmup, false);
      lists.off = await runBlock(app, off, size.warmup, false);
      for (let round = 0; round < size.rounds; round++) {
        for (const arm of round % 2 === 0 ? [on, off, off, on] : [off, on, on, off])
          await runBlock(app, arm, size.block, true);
      }
      await app.ask({ op: 'projectors', on: true });
      await expectBalanceRows(database.url, on.person, off.person);

      progress('write-path: five years of history against a new person, projectors on');
      const veteran = arm('five years of history', await app.signIn('Vera', 'Europe/Paris'));
      const newcomer = arm('new person (baseline)', await app.signIn('Noor', 'Europe/Paris'));
      const historyEvents = await withClient(database.url, (client) => writeFiveYears(client, veteran.person.userId));
      await runBlock(app, veteran, size.warmup, false);
      await runBlock(app, newcomer, size.warmup, false);
      for (let round = 0; round < size.rounds; round++) {
        for (const side of round % 2 === 0
          ? [veteran, newcomer, newcomer, veteran]
          : [newcomer, veteran, veteran, newcomer])
          await runBlock(app, side, size.block, true);
      }
      const history = { old: latencyOf(veteran.pairs), fresh: latencyOf(newcomer.pairs) };
      const historyRatio = { p50: history.old.p50 / history.fresh.p50, p99: history.old.p99 / history.fresh.p99 };
      verdictsOfHistory.push(
        ...(['p50', 'p99'] as const).map((q) => ({
          benchmark: 'write-path',
          measure: `start+stop ${q}, five years / new`,
          value: ratio(historyRatio[q]),
          target: `<= ${ratio(TARGET_HISTORY_RATIO)}`,
          met: historyRatio[q] <= TARGET_HISTORY_RATIO,
          miss: `${((historyRatio[q] / TARGET_HISTORY_RATIO - 1) * 100).toFixed(1)}% over`,
        })),
      );
      historyTable.push({
        title: `write-path: start + stop for a person with five years of history (${whole(historyEvents)} events before the run) and for a new person, projectors on; ${whole(size.block)}-pair blocks alternating ABBA, ${whole(veteran.pairs.length)} pairs per side`,
        header: ['person', 'p50 ms', 'p99 ms', 'p50 / new', 'p99 / new', 'A/A p50', 'A/A p99'],
        rows: [
          [
            'five years of history',
            ms(history.old.p50),
            ms(history.old.p99),
            ratio(historyRatio.p50),
            ratio(historyRatio.p99),
            '',
            '',
          ],
          [
            'new person (baseline)',
            ms(history.fresh.p50),
            ms(history.fresh.p99),
            '',
            '',
            ratio(selfRatio(newcomer.pairs).p50),
            ratio(selfRatio(newcomer.pairs).p99),
          ],
        ],
        notes: [
          'The history: a work session and a commute home on every workday from 2021-01-04 to 2025-12-31, written by the',
          "timer's own fixtures before the run (so the first command folds it whole and keeps the stream's snapshot).",
        ],
      });

      const pair = { on: latencyOf(on.pairs), off: latencyOf(off.pairs) };
      const overhead = { p50: pair.on.p50 / pair.off.p50 - 1, p99: pair.on.p99 / pair.off.p99 - 1 };
      const rows = [
        ...armRows('start + stop', pair.on, pair.off, selfRatio(off.pairs)),
        ...armRows('start', latencyOf(on.starts), latencyOf(off.starts), selfRatio(off.starts)),
        ...armRows('stop', latencyOf(on.stops), latencyOf(off.stops), selfRatio(off.stops)),
      ];
      const verdicts: Verdict[] = (['p50', 'p99'] as const).map((q) => ({
        benchmark: 'write-path',
        measure: `start+stop ${q}, on / off - 1`,
        value: percent(overhead[q]),
        target: `<= ${percent(TARGET_OVERHEAD)}`,
        met: overhead[q] <= TARGET_OVERHEAD,
        miss: `${((overhead[q] - TARGET_OVERHEAD) * 100).toFixed(1)} points over`,
      }));
      return {
        tables: [
          {
            title: `write-path: POST /api/timer/start {type:'work'} then POST /api/timer/stop over HTTP, one at a time; ${whole(size.block)}-pair blocks alternating ABBA, ${whole(on.pairs.length)} pairs per side`,
            header: ['request', 'projectors', 'p50 ms', 'p99 ms', 'p50 on/off', 'p99 on/off', 'A/A p50', 'A/A p99'],
            rows,
            notes: [
              `On: ${lists.on}. Off: ${lists.off}.`,
              "A/A: the baseline's own pairs dealt alternately into two halves, one half over the other: the noise floor of a ratio.",
              'The app runs with a clock that moves 20 min to 9 h per reading, so each session is as long as a real one',
              "(some cross midnight in Europe/Paris). Each person's stream ends with " +
                `${whole(2 * (on.pairs.length + size.warmup))} events; each command reads the stream's snapshot and the events after it, on both sides.`,
            ],
          },
          {
            title: "write-path: time inside each projector's project(), in the app process, over the kept blocks",
            header: ['read model', 'side', 'calls', 'ms per call', 'ms per pair', 'share of pair p50'],
            rows: [...projectorRows(on, pair.on), ...projectorRows(off, pair.off)],
          },
          ...historyTable,
        ],
        verdicts: [...verdicts, ...verdictsOfHistory],
      };
    } finally {
      await closeApp();
    }
  } finally {
    await dropDatabase();
  }
}

function arm(label: string, person: Person): Arm {
  return { label, on: true, person, pairs: [], starts: [], stops: [], timings: new Map() };
}

/** A work session and a commute home on every workday of 2021 to 2025, before the app's clock starts. */
async function writeFiveYears(client: Client, userId: string): Promise<number> {
  const sessions: PastSession[] = [];
  for (let day = Date.parse('2021-01-04T00:00:00Z'); day < Date.parse('2026-01-01T00:00:00Z'); day += 86_400_000) {
    if ([0, 6].includes(new Date(day).getUTCDay())) continue;
    sessions.push(
      {
        type: 'work',
        start: new Date(day + 8 * 3_600_000),
        end: new Date(day + 16.5 * 3_600_000),
        timeZone: 'Europe/Paris',
      },
      {
        type: 'commute',
        start: new Date(day + 16.75 * 3_600_000),
        end: new Date(day + 17.5 * 3_600_000),
        timeZone: 'Europe/Paris',
      },
    );
  }
  return backend.appendTimerEvents(client, backend.timerFixtures().recordedHistory(userId, sessions));
}

/** Switches the projectors for the arm, then sends `pairs` start/stop pairs as that arm's person. */
async function runBlock(app: ServedApp, arm: Arm, pairs: number, keep: boolean): Promise<string> {
  const registered = (await app.ask({ op: 'projectors', on: arm.on })) as string[];
  await app.ask({ op: 'projector-timings' });
  const responses = await sendSequence({
    origin: app.origin,
    cookie: arm.person.cookie,
    requests: PAIR,
    amount: 2 * pairs,
    maxSeconds: 120,
  });
  expectStatuses(responses, PAIR_STATUSES, `${arm.label}: start/stop`);
  const timings = (await app.ask({ op: 'projector-timings' })) as ProjectorTiming[];
  if (keep) {
    for (const { readModel, calls, ms: spent } of timings) {
      const sum = arm.timings.get(readModel) ?? { calls: 0, ms: 0 };
      arm.timings.set(readModel, { calls: sum.calls + calls, ms: sum.ms + spent });
    }
    for (let index = 0; index < responses.length; index += 2) {
      const [start, stop] = [responses[index].ms, responses[index + 1].ms];
      arm.starts.push(start);
      arm.stops.push(stop);
      arm.pairs.push(start + stop);
    }
  }
  return registered.join(', ');
}

function projectorRows(arm: Arm, pair: Latency): string[][] {
  return [...arm.timings]
    .filter(([, timing]) => timing.calls > 0)
    .map(([readModel, timing]) => [
      readModel,
      arm.on ? 'on' : 'off',
      whole(timing.calls),
      ms(timing.ms / timing.calls),
      ms(timing.ms / arm.pairs.length),
      percent(timing.ms / arm.pairs.length / pair.p50),
    ]);
}

function armRows(request: string, on: Latency, off: Latency, noise: { p50: number; p99: number }): string[][] {
  return [
    [request, 'on', ms(on.p50), ms(on.p99), ratio(on.p50 / off.p50), ratio(on.p99 / off.p99), '', ''],
    ['', 'off (baseline)', ms(off.p50), ms(off.p99), '', '', ratio(noise.p50), ratio(noise.p99)],
  ];
}

/** The switch worked: balance rows exist for the person timed with projectors on, none for the other. */
async function expectBalanceRows(databaseUrl: string, on: Person, off: Person): Promise<void> {
  const counts = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ user_id: string; rows: string }>(
      'select user_id, count(*) as rows from daily_balance where user_id = any($1::uuid[]) group by user_id',
      [[on.userId, off.userId]],
    );
    return new Map(rows.map((row) => [row.user_id, Number(row.rows)]));
  });
  if (!(counts.get(on.userId)! > 0) || counts.has(off.userId)) {
    throw new Error(`Expected daily_balance rows for the "on" person only; found ${JSON.stringify([...counts])}.`);
  }
}
