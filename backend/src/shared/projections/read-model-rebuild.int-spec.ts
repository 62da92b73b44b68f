import { Database } from '#src/shared/database/database';
import { hostname } from 'node:os';
import type TestAgent from 'supertest/lib/agent';
import { EventStore } from '#src/shared/event-store/event-store';
import { eventually } from '#src/shared/testing/eventually';
import { connectTo, openTransactionElsewhere } from '#src/shared/testing/sql-client';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { BuildSchemas, describeUnfinishedBuild } from './build-schemas';
import { InlineProjections } from './inline-projections';
import type { Projector } from './projector';
import { ReadModelRebuild, RebuildIncomplete, type SwapWait } from './read-model-rebuild';

// Transactions overlap only on a server: the embedded database runs one at a time.
const onServer = process.env.DATABASE_URL ? it : it.skip;

describe('rebuilding read models', () => {
  let pause: TestApp;
  let database: Database;
  let rebuild: ReadModelRebuild;
  let balance: Projector[];
  let june: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    database = pause.app.get(Database);
    rebuild = pause.app.get(ReadModelRebuild);
    balance = pause.app
      .get(InlineProjections)
      .all()
      .filter((p) => p.readModel.endsWith('-balance'));
    june = await pause.signedIn({ email: 'june@example.com', givenName: 'June' });
    for (const [from, to] of [
      ['2026-06-29T08:00:00Z', '2026-06-29T16:00:00Z'],
      ['2026-06-30T08:00:00Z', '2026-06-30T12:00:00Z'],
      ['2026-07-01T08:00:00Z', '2026-07-01T10:00:00Z'],
    ]) {
      await track(from, to, 'work');
    }
  });

  afterAll(() => pause.close());

  async function track(from: string, to: string, type: 'work' | 'commute') {
    pause.clock.set(from);
    await june.post('/api/timer/start').send({ type }).expect(201);
    pause.clock.set(to);
    await june.post('/api/timer/stop').expect(200);
  }

  const weekly = async () => (await june.get('/api/analytics/weekly?weekStart=2026-06-29').expect(200)).body;
  const stoppedSessions = async () =>
    Number(
      (await database.query<{ count: string }>("select count(*) from events where type = 'TimerStopped'"))[0].count,
    );
  const schemas = async () =>
    (
      await database.query<{ nspname: string }>(
        "select nspname from pg_namespace where nspname like 'rebuild_%' or nspname like 'analysis_%' or nspname = 'june_close'",
      )
    ).map((row) => row.nspname);
  const versions = () =>
    database.query('select read_model, version, events, rebuilt_at from read_model_versions order by read_model');

  it('rebuilds the live read models from the event log to the same answers', async () => {
    expect((await weekly()).workHours).toBe(14);
    // The weekly answer reads the days (daily_balance); the leaderboard reads weekly_balance: both go.
    await database.query('delete from daily_balance; delete from weekly_balance; delete from monthly_balance');
    expect((await weekly()).workHours).toBe(0);

    const progress: number[] = [];
    const result = await rebuild.rebuildLive(balance, {
      onProgress: ({ processed }) => {
        progress.push(processed);
      },
    });

    expect(result).toMatchObject({ readModels: ['daily-balance', 'monthly-balance', 'weekly-balance'], events: 3 });
    expect(progress.at(-1)).toBe(3);
    expect((await weekly()).workHours).toBe(14);
    expect(await schemas()).toEqual([]);
    // Built unlogged for speed, swapped in logged: the live tables survive a crash.
    const persistence = await database.query<{ relname: string; relpersistence: string }>(
      `select relname, relpersistence from pg_class
       where relnamespace = current_schema()::regnamespace and relname in ('daily_balance', 'weekly_balance', 'monthly_balance') order by relname`,
    );
    expect(persistence).toEqual([
      { relname: 'daily_balance', relpersistence: 'p' },
      { relname: 'monthly_balance', relpersistence: 'p' },
      { relname: 'weekly_balance', relpersistence: 'p' },
    ]);
    expect(
      await database.query('select read_model, version, events from read_model_versions order by read_model'),
    ).toEqual([
      { read_model: 'daily-balance', version: 1, events: 3 },
      { read_model: 'monthly-balance', version: 1, events: 3 },
      { read_model: 'weekly-balance', version: 1, events: 3 },
    ]);
  });

  it('keeps the sessions saved while it runs', async () => {
    let appended = false;
    const result = await rebuild.rebuildLive(balance, {
      onProgress: async () => {
        if (appended) return;
        appended = true;
        await track('2026-07-02T08:00:00Z', '2026-07-02T09:30:00Z', 'commute');
      },
    });
    expect(appended).toBe(true);
    expect(result.events).toBe(4);
    expect(await weekly()).toMatchObject({ workHours: 14, commuteHours: 1.5 });
  });

  onServer('sees every committed event while a transaction is open elsewhere on the server', async () => {
    const elsewhere = await openTransactionElsewhere();
    try {
      await track('2026-07-03T07:00:00Z', '2026-07-03T07:30:00Z', 'commute');
      await track('2026-07-03T08:00:00Z', '2026-07-03T09:00:00Z', 'work');

      const result = await rebuild.rebuildLive(balance);
      const asOf = await rebuild.buildAsOf(balance, new Date('2026-07-31T00:00:00Z'), 'july_with_open_transaction');

      expect(result.events).toBe(await stoppedSessions());
      expect(asOf.events).toBe(await stoppedSessions());
      expect(await weekly()).toMatchObject({ workHours: 15, commuteHours: 2 });
      await database.query('drop schema july_with_open_transaction cascade');
    } finally {
      await elsewhere.close();
    }
  });

  onServer('waits for a reader holding a live table without holding up the people using the app', async () => {
    const reader = await connectTo(pause.databaseUrl);
    await reader.query('begin');
    await reader.query('select count(*) from weekly_balance');
    const waits: SwapWait[] = [];
    const rebuilding = rebuild.rebuildLive(balance, {
      swapPatience: {
        lockTimeoutMs: 200,
        statementTimeoutMs: 5_000,
        attempts: 200,
        firstPauseMs: 100,
        maxPauseMs: 200,
      },
      onSwapWait: (wait) => waits.push(wait),
    });
    try {
      await eventually(
        () => waits.length,
        (count) => count >= 2,
        'the swap has waited for the reader twice',
      );
      expect(waits[0].blockedBy).toMatch(/the table weekly_balance/);

      // While the reader still holds the table (it commits only below), a person starts and stops a
      // session: each waits at most one of the swap's short lock timeouts.
      await track('2026-07-04T08:00:00Z', '2026-07-04T08:45:00Z', 'commute');
    } finally {
      await reader.query('commit');
      await reader.end();
    }
    const result = await rebuilding;
    expect(result.events).toBe(await stoppedSessions());
    expect(await weekly()).toMatchObject({ workHours: 15, commuteHours: 2.75 });
  });

  it('leaves the live read models untouched when a rebuild fails', async () => {
    const before = await versions();
    const failing: Projector = {
      readModel: 'weekly-balance',
      version: 2,
      handles: ['TimerStopped'],
      tables: ['weekly_balance'],
      project: async () => {
        throw new Error('a projector bug');
      },
    };
    await expect(rebuild.rebuildLive([failing])).rejects.toThrow('a projector bug');
    expect((await weekly()).workHours).toBeGreaterThan(0);
    expect(await schemas()).toEqual([]);
    expect(await versions()).toEqual(before);
  });

  it('fails loudly and swaps nothing when it projected fewer events than the log holds', async () => {
    const before = await versions();
    const store = pause.app.get(EventStore);
    const original = EventStore.prototype.readCommitted;
    // A paging bug: the first page comes back one event short.
    const read = jest
      .spyOn(store, 'readCommitted')
      .mockImplementationOnce(async (...args) => (await original.apply(store, args)).slice(1));
    try {
      await expect(rebuild.rebuildLive(balance)).rejects.toThrow(RebuildIncomplete);
    } finally {
      read.mockRestore();
    }
    expect(await schemas()).toEqual([]);
    expect(await versions()).toEqual(before);
  });

  it('stops when interrupted, drops its schema and swaps nothing', async () => {
    const before = await versions();
    const interrupt = new AbortController();
    const stopped = rebuild.rebuildLive(balance, { signal: interrupt.signal, onStart: () => interrupt.abort() });
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(await schemas()).toEqual([]);
    expect(await versions()).toEqual(before);
  });

  it('builds the read models as of a moment into a separate schema, leaving the live ones alone', async () => {
    const liveWork = (await weekly()).workHours;
    const result = await rebuild.buildAsOf(balance, new Date('2026-06-30T23:59:59Z'), 'june_close');
    expect(result).toMatchObject({ events: 2, schema: 'june_close' });
    const [asOf] = await database.query<{ work_ms: string }>(
      "select work_ms from june_close.weekly_balance where week_start = '2026-06-29'",
    );
    expect(Number(asOf.work_ms)).toBe(12 * 3600 * 1000);
    expect((await weekly()).workHours).toBe(liveWork);
    await database.query('drop schema june_close cascade');
  });

  it('drops the unfinished schema of an interrupted build as of a moment', async () => {
    const interrupt = new AbortController();
    interrupt.abort();
    await expect(
      rebuild.buildAsOf(balance, new Date('2026-06-30T23:59:59Z'), 'june_close', { signal: interrupt.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(await schemas()).toEqual([]);
  });

  it('refuses a schema name that could not be used safely', async () => {
    await expect(rebuild.buildAsOf(balance, new Date(), 'Robert"; drop table events; --')).rejects.toThrow(
      /not a usable schema name/,
    );
  });

  it('finds the schemas of builds whose process was killed, drops them and names them', async () => {
    const builds = pause.app.get(BuildSchemas);
    await builds.create('rebuild_still_running', 'rebuild');
    // Above Linux's largest pid, so certainly not running.
    const killed = { pid: 2 ** 22 + 1, host: hostname(), startTicks: '1' };
    await database.query(
      `create schema rebuild_killed; comment on schema rebuild_killed is '${JSON.stringify({
        pause: 'building',
        kind: 'rebuild',
        builder: killed,
        startedAt: '2026-07-01T00:00:00.000Z',
      })}'`,
    );

    const found = await builds.clearAbandoned();

    expect(found.map((build) => [build.schema, build.builderState]).sort()).toEqual([
      ['rebuild_killed', 'gone'],
      ['rebuild_still_running', 'running'],
    ]);
    expect(describeUnfinishedBuild(found.find((build) => build.schema === 'rebuild_killed')!)).toMatch(
      /Dropped schema rebuild_killed, left by a replay that was interrupted \(process 4194305 on .*no longer runs\)/,
    );
    expect(await schemas()).toEqual(['rebuild_still_running']);
    await builds.drop('rebuild_still_running');
  });
});
