import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '../testing/test-app';
import { InlineProjections } from './inline-projections';
import type { Projector } from './projector';
import { ReadModelRebuild } from './read-model-rebuild';

describe('rebuilding read models', () => {
  let pause: TestApp;
  let em: EntityManager;
  let rebuild: ReadModelRebuild;
  let balance: Projector[];
  let june: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    em = pause.app.get(EntityManager).fork();
    rebuild = pause.app.get(ReadModelRebuild);
    balance = pause.app.get(InlineProjections).all().filter((p) => p.readModel.endsWith('-balance'));
    june = await pause.signedIn({ email: 'june@example.com', givenName: 'June' });
    for (const [from, to] of [
      ['2026-06-29T08:00:00Z', '2026-06-29T16:00:00Z'],
      ['2026-06-30T08:00:00Z', '2026-06-30T12:00:00Z'],
      ['2026-07-01T08:00:00Z', '2026-07-01T10:00:00Z'],
    ]) {
      pause.clock.set(from);
      await june.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.set(to);
      await june.post('/api/timer/stop').expect(200);
    }
  });

  afterAll(() => pause.close());

  const weeklyWork = async () => (await june.get('/api/analytics/weekly?weekStart=2026-06-29').expect(200)).body.workHours;
  const schemas = async () =>
    (await em.execute<{ nspname: string }[]>("select nspname from pg_namespace where nspname like 'rebuild_%' or nspname like 'analysis_%' or nspname = 'june_close'")).map(
      (row) => row.nspname,
    );

  it('rebuilds the live read models from the event log to the same answers', async () => {
    expect(await weeklyWork()).toBe(14);
    await em.execute('delete from weekly_balance');
    expect(await weeklyWork()).toBe(0);

    const progress: number[] = [];
    const result = await rebuild.rebuildLive(balance, {
      onProgress: ({ processed }) => {
        progress.push(processed);
      },
    });

    expect(result).toMatchObject({ readModels: ['daily-balance', 'weekly-balance', 'monthly-balance'], events: 3 });
    expect(progress.at(-1)).toBe(3);
    expect(await weeklyWork()).toBe(14);
    expect(await schemas()).toEqual([]);
    // Built unlogged for speed, swapped in logged: the live tables survive a crash.
    const persistence = await em.execute<{ relname: string; relpersistence: string }[]>(
      `select relname, relpersistence from pg_class
       where relnamespace = current_schema()::regnamespace and relname in ('daily_balance', 'weekly_balance', 'monthly_balance') order by relname`,
    );
    expect(persistence).toEqual([
      { relname: 'daily_balance', relpersistence: 'p' },
      { relname: 'monthly_balance', relpersistence: 'p' },
      { relname: 'weekly_balance', relpersistence: 'p' },
    ]);
    const versions = await em.execute('select read_model, version, events from read_model_versions order by read_model');
    expect(versions).toEqual([
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
        pause.clock.set('2026-07-02T08:00:00Z');
        await june.post('/api/timer/start').send({ type: 'commute' }).expect(201);
        pause.clock.set('2026-07-02T09:30:00Z');
        await june.post('/api/timer/stop').expect(200);
      },
    });
    expect(appended).toBe(true);
    expect(result.events).toBe(4);
    expect((await june.get('/api/analytics/weekly?weekStart=2026-06-29').expect(200)).body).toMatchObject({
      workHours: 14,
      commuteHours: 1.5,
    });
  });

  it('leaves the live read models untouched when a rebuild fails', async () => {
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
    expect(await weeklyWork()).toBe(14);
    expect(await schemas()).toEqual([]);
  });

  it('builds the read models as of a moment into a separate schema, leaving the live ones alone', async () => {
    const result = await rebuild.buildAsOf(balance, new Date('2026-06-30T23:59:59Z'), 'june_close');
    expect(result).toMatchObject({ events: 2, schema: 'june_close' });
    const [asOf] = await em.execute<{ work_ms: string }[]>(
      "select work_ms from june_close.weekly_balance where week_start = '2026-06-29'",
    );
    expect(Number(asOf.work_ms)).toBe(12 * 3600 * 1000);
    expect(await weeklyWork()).toBe(14);
    await em.execute('drop schema june_close cascade');
  });

  it('refuses a schema name that could not be used safely', async () => {
    await expect(rebuild.buildAsOf(balance, new Date(), 'Robert"; drop table events; --')).rejects.toThrow(/not a usable schema name/);
  });
});
