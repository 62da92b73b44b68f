// bench/replay: rebuilding the daily, weekly and monthly balance read models from a log of over a
// million timer events, against a baseline of reading the very same pages without projecting them.
import { randomUUID } from 'node:crypto';
import {
  BALANCE_READ_MODELS,
  type Checkpoint,
  type Database,
  type EventStore,
  type Projector,
  type ReadModelRebuild,
  type Sql,
  type StoredEvent,
  backend,
  balanceProjectors,
  handledTypes,
} from './support/backend';
import { openAppContext } from './support/app-context';
import { createBenchDatabase, withClient } from './support/database';
import { crowd, writeTimerHistories } from './support/history';
import { type Outcome, progress } from './support/report';
import { track } from './support/resources';
import { percent, ratio, seconds, whole } from './support/stats';

/** What ReadModelRebuild reads per page. */
const PAGE_SIZE = 50_000;
const MAX_PAGES = 10_000;
const TARGET_EVENTS_PER_SECOND = 50_000;
const TARGET_RATIO = 2;

/**
 * 2,000 people who began tracking on Mondays spread over 2021-2024, each over 63 weeks, about one
 * workday in three: ~105 tracked days and ~275 sessions each, ~1.1 million events in all.
 */
const FULL = {
  people: 2000,
  from: '2021-01-04',
  spreadWeeks: 182,
  spanWorkdays: 315,
  every: 3,
  chunks: 24,
  minimumEvents: 1_000_000,
};
const QUICK = {
  people: 100,
  from: '2021-01-04',
  spreadWeeks: 182,
  spanWorkdays: 315,
  every: 3,
  chunks: 6,
  minimumEvents: 0,
};

interface Pass {
  readonly events: number;
  readonly seconds: number;
}

type PageReader = EventStore['readCommitted'];

/** One way of reading pages: the read timed alone before and after a rebuild that reads the same way. */
interface Leg {
  readonly label: string;
  readonly readBefore: Pass;
  readonly rebuild: TimedRebuild;
  readonly readAfter: Pass;
  /** Mean of the two reads. */
  readonly baselineSeconds: number;
  readonly consistent: boolean;
  readonly totals: string;
}

export async function replay(options: { quick: boolean }): Promise<Outcome> {
  const size = options.quick ? QUICK : FULL;
  const database = await createBenchDatabase();
  const dropDatabase = track(`database ${database.name}`, database.drop);
  try {
    progress(`replay: database ${database.name}; opening the app (migrations)`);
    const app = await openAppContext(database.url);
    const closeApp = track('app context', () => app.close());
    try {
      progress(`replay: writing ${size.people} people's histories with set-based SQL`);
      const generationStarted = performance.now();
      const people = crowd({ ...size, newUserId: randomUUID });
      const written = await withClient(database.url, (client) => writeTimerHistories(client, people, size.chunks));
      const generationSeconds = (performance.now() - generationStarted) / 1000;
      if (written.events < size.minimumEvents) {
        throw new Error(`Only ${written.events} events were written; the benchmark needs ${size.minimumEvents}.`);
      }
      progress(`replay: ${whole(written.events)} events in ${seconds(generationSeconds)} s; measuring`);

      const projectors = balanceProjectors(app);
      const types = handledTypes(projectors);
      const eventStore = app.get(backend.eventStore());
      const rebuilder = app.get(backend.readModelRebuild());
      const pauseSql = app.get(backend.database());

      const leg = async (label: string, reader: PageReader): Promise<Leg> => {
        // The baseline is read before and after the rebuild and averaged, so drift in the machine's
        // load during the leg weighs on both sides.
        progress(`replay: ${label}: read, rebuild, read`);
        const readBefore = await readAllPages(reader, eventStore, pauseSql, types);
        const rebuild = await timedRebuild(rebuilder, eventStore, projectors, reader);
        const readAfter = await readAllPages(reader, eventStore, pauseSql, types);
        const totals = await compareTotals(pauseSql);
        // A rebuild that projects events twice or never is reported, not thrown: the figures around
        // it still say where the time goes.
        const counts = [readBefore.events, rebuild.events, readAfter.events];
        const consistent = totals.equal && counts.every((count) => count === written.sessions);
        return {
          label,
          readBefore,
          rebuild,
          readAfter,
          baselineSeconds: (readBefore.seconds + readAfter.seconds) / 2,
          consistent,
          totals: counts.every((count) => count === written.sessions)
            ? totals.text
            : `NOT CONSISTENT: the log has ${whole(written.sessions)} TimerStopped events; read, rebuild, read saw ${counts.map(whole).join(', ')}. ${totals.text}`,
        };
      };
      const built = await leg('as built', eventStore.readCommitted);

      const rate = (pass: Pass) => pass.events / pass.seconds;
      const ratioOf = (leg: Leg) => leg.rebuild.seconds / leg.baselineSeconds;
      const passRows = (leg: Leg, read: string, rebuild: string) => [
        [
          `${read}, before`,
          whole(leg.readBefore.events),
          seconds(leg.readBefore.seconds),
          whole(rate(leg.readBefore)),
          ratio(leg.readBefore.seconds / leg.baselineSeconds),
        ],
        [
          rebuild,
          whole(leg.rebuild.events),
          seconds(leg.rebuild.seconds),
          whole(rate(leg.rebuild)),
          ratio(ratioOf(leg)),
        ],
        [
          `${read}, after`,
          whole(leg.readAfter.events),
          seconds(leg.readAfter.seconds),
          whole(rate(leg.readAfter)),
          ratio(leg.readAfter.seconds / leg.baselineSeconds),
        ],
      ];
      const legVerdicts = (leg: Leg, prefix: string) => [
        {
          benchmark: 'replay',
          measure: `${prefix}rebuild time / plain read time`,
          value: ratio(ratioOf(leg)),
          target: `<= ${ratio(TARGET_RATIO)}`,
          met: ratioOf(leg) <= TARGET_RATIO,
          miss: `${percent(ratioOf(leg) / TARGET_RATIO - 1)} over`,
        },
        {
          benchmark: 'replay',
          measure: `${prefix}rebuild, handled events/s`,
          value: whole(rate(leg.rebuild)),
          target: `>= ${whole(TARGET_EVENTS_PER_SECOND)}`,
          met: rate(leg.rebuild) >= TARGET_EVENTS_PER_SECOND,
          miss: `${percent(1 - rate(leg.rebuild) / TARGET_EVENTS_PER_SECOND)} short`,
        },
      ];
      return {
        tables: [
          {
            title: `replay: ${whole(written.events)} events in the log (${whole(written.people)} people, ${whole(written.sessions)} sessions, ${written.firstEvent.toISOString().slice(0, 10)} to ${written.lastEvent.toISOString().slice(0, 10)}); the balance projectors handle ${types.join(', ')}`,
            header: ['pass', 'events', 'seconds', 'events/s', 'ratio to read'],
            rows: [...passRows(built, 'read pages (baseline)', 'rebuild daily+weekly+monthly')],
            notes: [
              `Pages of ${whole(PAGE_SIZE)} of ${types.join(', ')} through EventStore.readCommitted (one snapshot's span) on Pause's Database, as ReadModelRebuild reads them;`,
              'the baseline is the mean of the read before and the read after; events/s counts the events the rebuild projects,',
              `as npm run replay does. Counting every event in the log, the rebuild covered ${whole(written.events / built.rebuild.seconds)} log events/s.`,
              `As built: ${built.totals}`,
              `The log was written in ${seconds(generationSeconds)} s.`,
            ],
          },
          {
            title: 'replay: where the rebuild spends its time (wall-clock shares)',
            header: ['part', 'seconds', 'share'],
            rows: built.rebuild.parts.map(([part, partSeconds]) => [
              part,
              seconds(partSeconds),
              percent(partSeconds / built.rebuild.seconds),
            ]),
            notes: [
              '"cut and fold" is the projector\'s own JavaScript (cutting sessions into local days, summing per period, building',
              'the statement); "upsert" is the time inside its Sql.execute calls (the driver sending the parameters,',
              'the round trip and PostgreSQL). When daily is rebuilt too, weekly and monthly are derived from its rows in one',
              'SQL statement each at the end (counted in "other"), so they show no time of their own.',
            ],
          },
        ],
        verdicts: [
          {
            benchmark: 'replay',
            measure: "rebuilt tables hold exactly the log's time",
            value: built.consistent ? 'yes' : 'no',
            target: 'yes',
            met: built.consistent,
          },
          ...legVerdicts(built, ''),
        ],
      };
    } finally {
      await closeApp();
    }
  } finally {
    await dropDatabase();
  }
}

async function readAllPages(
  reader: PageReader,
  eventStore: EventStore,
  database: Database,
  types: readonly string[],
): Promise<Pass> {
  const started = performance.now();
  const span = { upTo: await eventStore.takeSnapshot(database) };
  let checkpoint: Checkpoint = { transactionId: '0', position: '0' };
  let events = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const rows = await reader.call(eventStore, span, checkpoint, PAGE_SIZE, database, { types });
    if (rows.length === 0) return { events, seconds: (performance.now() - started) / 1000 };
    const last = rows[rows.length - 1];
    checkpoint = { transactionId: last.transactionId, position: last.position };
    events += rows.length;
  }
  throw new Error(`The log has more than ${MAX_PAGES} pages.`);
}

interface TimedRebuild extends Pass {
  readonly parts: [string, number][];
}

/**
 * ReadModelRebuild.rebuildLive, timed as a whole and in parts: the page reads (through `reader`,
 * put on this process's EventStore for the rebuild) and, per projector, its JavaScript and its SQL.
 * The timing wrappers add a few calls per page and are removed afterwards.
 */
async function timedRebuild(
  rebuild: ReadModelRebuild,
  eventStore: EventStore,
  projectors: readonly Projector[],
  reader: PageReader,
): Promise<TimedRebuild> {
  let readMs = 0;
  const projectMs = new Map<string, number>();
  const sqlMs = new Map<string, number>();
  eventStore.readCommitted = async function timedRead(this: EventStore, ...args) {
    const started = performance.now();
    try {
      return await reader.apply(this, args);
    } finally {
      readMs += performance.now() - started;
    }
  };
  for (const projector of projectors) {
    const original = projector.project;
    (projector as { project: Projector['project'] }).project = async (events: readonly StoredEvent[], sql: Sql) => {
      const started = performance.now();
      const timedSql: Sql = {
        query: async <Row>(...statement: Parameters<Sql['query']>) => {
          const sent = performance.now();
          try {
            return await sql.query<Row>(...statement);
          } finally {
            sqlMs.set(projector.readModel, (sqlMs.get(projector.readModel) ?? 0) + performance.now() - sent);
          }
        },
      };
      try {
        return await original.call(projector, events, timedSql);
      } finally {
        projectMs.set(projector.readModel, (projectMs.get(projector.readModel) ?? 0) + performance.now() - started);
      }
    };
  }
  try {
    const result = await rebuild.rebuildLive(projectors);
    const accounted = readMs + [...projectMs.values()].reduce((sum, value) => sum + value, 0);
    const parts: [string, number][] = [['read pages (EventStore.readCommitted)', readMs / 1000]];
    for (const name of BALANCE_READ_MODELS) {
      const sql = sqlMs.get(name) ?? 0;
      parts.push([`${name}: cut and fold`, ((projectMs.get(name) ?? 0) - sql) / 1000]);
      parts.push([`${name}: upsert`, sql / 1000]);
    }
    parts.push([
      'other (counts, snapshots, transactions, search_path, copies, swap)',
      result.seconds - accounted / 1000,
    ]);
    return { events: result.events, seconds: result.seconds, parts };
  } finally {
    delete (eventStore as Partial<EventStore>).readCommitted;
    for (const projector of projectors) delete (projector as Partial<Projector>).project;
  }
}

/** Whether the three read models each hold exactly the log's work and commute time. */
async function compareTotals(sql: Sql): Promise<{ equal: boolean; text: string }> {
  const [log] = await sql.query<{ work: string; commute: string }>(
    `select coalesce(sum((data->>'durationSeconds')::bigint * 1000) filter (where data->>'sessionType' = 'work'), 0) as work,
            coalesce(sum((data->>'durationSeconds')::bigint * 1000) filter (where data->>'sessionType' = 'commute'), 0) as commute
     from events where type = 'TimerStopped'`,
  );
  const differences: string[] = [];
  for (const table of ['daily_balance', 'weekly_balance', 'monthly_balance']) {
    const [row] = await sql.query<{ work: string; commute: string }>(
      `select coalesce(sum(work_ms), 0) as work, coalesce(sum(commute_ms), 0) as commute from ${table}`,
    );
    if (String(row.work) !== String(log.work) || String(row.commute) !== String(log.commute)) {
      differences.push(
        `${table} holds ${row.work} ms of work and ${row.commute} ms of commute, the log ${log.work} and ${log.commute}`,
      );
    }
  }
  return differences.length === 0
    ? {
        equal: true,
        text: "daily_balance, weekly_balance and monthly_balance each hold exactly the log's work and commute time (checked).",
      }
    : { equal: false, text: `NOT CONSISTENT: ${differences.join('; ')}.` };
}
