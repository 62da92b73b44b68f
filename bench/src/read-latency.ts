// bench/read-latency: the analytics calls (spec §7's three, and a month's and a year's summary) over real HTTP for a person with five years of
// history and for a person who has just arrived, in one run; the new person is the baseline.
// Requests go one at a time, the two people taking turns, so drift in the machine's load weighs on
// both alike.
import { randomUUID } from 'node:crypto';
import { backend } from './support/backend';
import { createBenchDatabase, withClient } from './support/database';
import { crowd, writeTimerHistories } from './support/history';
import { type Person, serveApp } from './support/http-app';
import { expectStatuses, sendSequence } from './support/load';
import { type Outcome, type Table, type Verdict, progress } from './support/report';
import { track } from './support/resources';
import { type Latency, latencyOf, ms, percent, ratio, selfRatio, whole } from './support/stats';

const TARGET_RATIO = 1.2;
const TIME_ZONE = 'Europe/Paris';
/** Five years of Mondays to Fridays, from 2021-11-15 to 2026-11-13, every one of them tracked. */
const HISTORY = { firstMonday: '2021-11-15', spanWorkdays: 5 * 52 * 5, every: 1 } as const;
/** The twelve weeks and months before the history ends: what a person looks back on. */
const LAST_MONDAY = '2026-11-09';

/** Cycles of 24 requests (12 paths, both people); 5 × 20 cycles give each person 1,200 requests per call. */
const FULL = { warmup: 2, cycles: 20, batches: 5, crowd: 200 };
const QUICK = { warmup: 1, cycles: 2, batches: 1, crowd: 10 };

interface Endpoint {
  readonly name: string;
  readonly paths: readonly string[];
}

export async function readLatency(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  try {
    progress(`read-latency: database ${database.name}; starting the app`);
    const app = await serveApp(database.url);
    const closeApp = track('served app', () => app.close());
    try {
      const veteran = await app.signIn('Veteran', TIME_ZONE);
      const newcomer = await app.signIn('Newcomer', TIME_ZONE);

      progress(
        `read-latency: five years for one person and ${size.crowd} others around them; rebuilding the balance read models`,
      );
      const others = crowd({
        people: size.crowd,
        from: '2021-11-15',
        spreadWeeks: 150,
        spanWorkdays: 260,
        every: 2,
        newUserId: randomUUID,
      });
      const written = await withClient(database.url, (client) =>
        writeTimerHistories(
          client,
          [{ userId: veteran.userId, timeZone: TIME_ZONE, routine: 'office', ...HISTORY }, ...others],
          12,
        ),
      );
      await app.ask({ op: 'rebuild-balance' }, 600);
      const veteranEvents = await withClient(database.url, async (client) => {
        const { rows } = await client.query<{ count: string }>('select count(*) from events where stream_id = $1', [
          backend.timerStreamId(veteran.userId),
        ]);
        return Number(rows[0].count);
      });

      const endpoints = endpointsBefore(LAST_MONDAY, 12);
      await expectHistory(veteran, newcomer, endpoints);
      const tables: Table[] = [];
      const verdicts: Verdict[] = [];
      const rows: string[][] = [];
      for (const endpoint of endpoints) {
        progress(`read-latency: ${endpoint.name}`);
        const samples = await alternate(app.origin, endpoint, veteran, newcomer, size);
        const [history, fresh] = [latencyOf(samples.veteran), latencyOf(samples.newcomer)];
        const ratios = { p50: history.p50 / fresh.p50, p99: history.p99 / fresh.p99 };
        rows.push(
          row(endpoint.name, 'five years', history, ratios),
          row('', 'new (baseline)', fresh, undefined, selfRatio(samples.newcomer)),
        );
        for (const q of ['p50', 'p99'] as const) {
          verdicts.push({
            benchmark: 'read-latency',
            measure: `${endpoint.name.replace('GET /api/analytics/', '')} ${q}, history / new`,
            value: ratio(ratios[q]),
            target: `<= ${ratio(TARGET_RATIO)}`,
            met: ratios[q] <= TARGET_RATIO,
            miss: `${percent(ratios[q] / TARGET_RATIO - 1)} over`,
          });
        }
      }
      tables.push({
        title: `read-latency: one request at a time over HTTP on 127.0.0.1 with each person's session cookie (autocannon), the two taking turns request by request; ${whole(samples(size))} requests per person per call`,
        header: ['call', 'person', 'requests', 'p50 ms', 'p99 ms', 'p50 ratio', 'p99 ratio', 'A/A p50', 'A/A p99'],
        rows,
        notes: [
          `Five years: ${whole(veteranEvents)} events of their own; the log holds ${whole(written.events)} (with ${whole(size.crowd)} other people's).`,
          "A/A: the baseline's own requests dealt alternately into two halves, one half over the other: the noise floor of a ratio.",
          `Each call cycles through the 12 weeks or months before ${LAST_MONDAY}, the same ones for both people.`,
        ],
      });
      return { tables, verdicts };
    } finally {
      await closeApp();
    }
  } finally {
    await dropDatabase();
  }
}

function samples(size: typeof FULL): number {
  return size.cycles * size.batches * 12;
}

function row(
  call: string,
  person: string,
  latency: Latency,
  ratios?: { p50: number; p99: number },
  noise?: { p50: number; p99: number },
): string[] {
  const pair = (values?: { p50: number; p99: number }) => (values ? [ratio(values.p50), ratio(values.p99)] : ['', '']);
  return [call, person, whole(latency.count), ms(latency.p50), ms(latency.p99), ...pair(ratios), ...pair(noise)];
}

/**
 * One connection, one request at a time, the two people taking turns request by request (in ABBA
 * order over the cycle of paths), so both meet the same moments of the machine's load. A first
 * batch warms up and is discarded; then `batches` batches of `cycles` cycles each.
 */
async function alternate(
  origin: string,
  endpoint: Endpoint,
  veteran: Person,
  newcomer: Person,
  size: typeof FULL,
): Promise<{ veteran: number[]; newcomer: number[] }> {
  const turns = endpoint.paths.flatMap((path, index) =>
    (index % 2 === 0 ? [veteran, newcomer] : [newcomer, veteran]).map((person) => ({ person, path })),
  );
  const requests = turns.map(({ person, path }) => ({
    method: 'GET' as const,
    path,
    headers: { cookie: person.cookie },
  }));
  const batch = async (cycles: number) => {
    const responses = await sendSequence({ origin, requests, amount: cycles * turns.length, maxSeconds: 180 });
    expectStatuses(responses, [200], endpoint.name);
    return responses;
  };
  await batch(size.warmup);
  const samples = { veteran: [] as number[], newcomer: [] as number[] };
  for (let round = 0; round < size.batches; round++) {
    (await batch(size.cycles)).forEach((response, index) => {
      (turns[index % turns.length].person === veteran ? samples.veteran : samples.newcomer).push(response.ms);
    });
  }
  return samples;
}

function endpointsBefore(lastMonday: string, count: number): Endpoint[] {
  const day = 86_400_000;
  const last = Date.parse(`${lastMonday}T00:00:00Z`);
  const iso = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);
  const mondays = Array.from({ length: count }, (_, index) => last - (count - 1 - index) * 7 * day);
  const months = Array.from({ length: count }, (_, index) => {
    const date = new Date(last);
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - (count - 1 - index));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
  });
  return [
    {
      name: 'GET /api/analytics/weekly',
      paths: mondays.map((monday) => `/api/analytics/weekly?weekStart=${iso(monday)}`),
    },
    {
      name: 'GET /api/analytics/daily (7 days)',
      paths: mondays.map((monday) => `/api/analytics/daily?startDate=${iso(monday)}&endDate=${iso(monday + 6 * day)}`),
    },
    {
      name: 'GET /api/analytics/monthly',
      paths: months.map(({ year, month }) => `/api/analytics/monthly?month=${month}&year=${year}`),
    },
    {
      name: 'GET /api/analytics/month-summary',
      paths: months.map(({ year, month }) => `/api/analytics/month-summary?month=${month}&year=${year}`),
    },
    {
      // The history's years, each twice: a year reads up to 372 days and 12 months, however long the history.
      name: 'GET /api/analytics/year-summary',
      paths: months.map((_, index) => `/api/analytics/year-summary?year=${2021 + (index % 6)}`),
    },
  ];
}

/** The comparison means something only if the veteran's weeks hold hours and the newcomer's none. */
async function expectHistory(veteran: Person, newcomer: Person, endpoints: readonly Endpoint[]): Promise<void> {
  const weekly = endpoints[0].paths[0];
  const [old, young] = await Promise.all([
    veteran.agent.get(weekly).expect(200),
    newcomer.agent.get(weekly).expect(200),
  ]);
  if (!(old.body.workHours > 0) || young.body.workHours !== 0) {
    throw new Error(
      `Expected hours for the veteran only; got ${JSON.stringify(old.body)} and ${JSON.stringify(young.body)}.`,
    );
  }
}
