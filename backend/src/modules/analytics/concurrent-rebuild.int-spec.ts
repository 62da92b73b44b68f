// Property: a live rebuild that runs while people start and stop timers, while a transaction is open
// elsewhere on the server and while a reader holds a live table, loses and doubles nothing. The
// tables it swaps in (kept up inline afterwards) equal a minute-by-minute count of the events in the
// log, and a quiet rebuild afterwards gives back exactly the same tables.
import { Database } from '#src/shared/database/database';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DomainError } from '#src/shared/deciders/domain-error';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import type { Projector } from '#src/shared/projections/projector';
import { ReadModelRebuild } from '#src/shared/projections/read-model-rebuild';
import { connectTo, openTransactionElsewhere } from '#src/shared/testing/sql-client';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { mondayOf } from '#src/shared/time/calendar';
import { startTimer, stopTimer } from '#src/modules/timer/testing/timer-commands';
import { type Totals, minuteByMinuteDays, rollUp } from './testing/minute-count';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BALANCE = ['daily-balance', 'weekly-balance', 'monthly-balance'];
const TIME_ZONES = ['UTC', 'Europe/Paris', 'America/Santiago', 'Asia/Kathmandu', 'Australia/Lord_Howe'];
const QUICK_SWAP = { lockTimeoutMs: 100, statementTimeoutMs: 5_000, attempts: 400, firstPauseMs: 20, maxPauseMs: 100 };

const runArbitrary = fc.record({
  people: fc.array(
    fc.record({
      timeZone: fc.constantFrom(...TIME_ZONES),
      sessions: fc.array(fc.constantFrom('work' as const, 'commute' as const), { minLength: 1, maxLength: 6 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  rebuilt: fc.subarray(BALANCE, { minLength: 1 }),
  commandsBeforeRebuild: fc.integer({ min: 0, max: 8 }),
  minutesPerReading: fc.integer({ min: 1, max: 240 }),
  transactionElsewhere: fc.boolean(),
  readerInTheWay: fc.boolean(),
});

const onServer = process.env.DATABASE_URL ? it : it.skip;

describe('a live rebuild among writers', () => {
  let pause: TestApp;
  let database: Database;

  beforeAll(async () => {
    pause = await startTestApp();
    database = pause.app.get(Database);
  });

  afterAll(() => pause.close());

  /** Each table's rows as person|period → totals, leaving out rows that hold no time. */
  async function tables(): Promise<Record<string, Totals>> {
    const read = async (sql: string) =>
      new Map(
        (await database.query<{ key: string; work_ms: string; commute_ms: string }>(sql))
          .filter((row) => Number(row.work_ms) !== 0 || Number(row.commute_ms) !== 0)
          .map((row) => [row.key, { work: Number(row.work_ms), commute: Number(row.commute_ms) }] as const),
      );
    return {
      daily: await read(
        "select user_id || '|' || to_char(local_date, 'YYYY-MM-DD') as key, work_ms, commute_ms from daily_balance",
      ),
      weekly: await read(
        "select user_id || '|' || to_char(week_start, 'YYYY-MM-DD') as key, work_ms, commute_ms from weekly_balance",
      ),
      monthly: await read(
        "select user_id || '|' || year || '-' || lpad(month::text, 2, '0') as key, work_ms, commute_ms from monthly_balance",
      ),
    };
  }

  /** What the tables must hold: every stopped session in the log, counted minute by minute. */
  async function countedFromTheLog(): Promise<Record<string, Totals>> {
    const stops = await database.query<{
      user_id: string;
      data: { sessionType: string; startedAt: string; stoppedAt: string; timeZone: string };
    }>("select metadata->>'userId' as user_id, data from events where type = 'TimerStopped'");
    const byPerson = new Map<string, typeof stops>();
    for (const stop of stops) byPerson.set(stop.user_id, [...(byPerson.get(stop.user_id) ?? []), stop]);
    const daily: Totals = new Map();
    const weekly: Totals = new Map();
    const monthly: Totals = new Map();
    for (const [person, personStops] of byPerson) {
      const days = minuteByMinuteDays(
        personStops.map(({ data }) => ({
          type: data.sessionType,
          startMs: Date.parse(data.startedAt),
          endMs: Date.parse(data.stoppedAt),
          timeZone: data.timeZone,
        })),
      );
      for (const [target, periods] of [
        [daily, days],
        [weekly, rollUp(days, mondayOf)],
        [monthly, rollUp(days, (date) => date.slice(0, 7))],
      ] as const) {
        for (const [period, totals] of periods) target.set(`${person}|${period}`, totals);
      }
    }
    return { daily, weekly, monthly };
  }

  onServer('swaps in tables that hold every session stopped before, during and after it', async () => {
    const commands = pause.app.get(CommandBus);
    const rebuild = pause.app.get(ReadModelRebuild);
    const projectors = pause.app.get(InlineProjections).all();
    const named = (names: readonly string[]): Projector[] =>
      projectors.filter((projector) => names.includes(projector.readModel));
    let moment = Date.parse('2026-03-27T00:00:00Z');

    await fc.assert(
      fc.asyncProperty(runArbitrary, async (run) => {
        pause.clock.set(new Date(moment).toISOString());
        pause.clock.tickEachReading(run.minutesPerReading * MINUTE);
        const elsewhere = run.transactionElsewhere ? await openTransactionElsewhere() : undefined;
        const reader = run.readerInTheWay ? await connectTo(pause.databaseUrl) : undefined;
        await reader?.query('begin');
        await reader?.query('select count(*) from weekly_balance');
        let readerDone: Promise<unknown> | undefined;
        const letReaderGo = () => (readerDone ??= reader ? reader.query('commit') : Promise.resolve());

        const total = run.people.reduce((sum, person) => sum + 2 * person.sessions.length, 0);
        let sent = 0;
        let startRebuild!: () => void;
        const rebuildMayStart = new Promise<void>((resolve) => (startRebuild = resolve));
        const sentOne = () => {
          sent += 1;
          if (sent >= Math.min(run.commandsBeforeRebuild, total)) startRebuild();
        };
        if (run.commandsBeforeRebuild === 0) startRebuild();

        try {
          const writers = run.people.map(async ({ timeZone, sessions }) => {
            const userId = randomUUID();
            for (const type of sessions) {
              const started = await startTimer(commands, userId, type, timeZone);
              sentOne();
              await stopTimer(commands, userId).catch((error: unknown) => {
                // The clock moves at every reading, the other writers' and the rebuild's too, so a
                // session can pass 24 hours; then a plain stop is refused and the person says when
                // it ended, as the dashboard asks them to: here, a day after it began.
                if (!(error instanceof DomainError && error.code === 'TIMER.RAN_TOO_LONG')) throw error;
                return stopTimer(commands, userId, new Date(Date.parse(started.startTime) + DAY));
              });
              sentOne();
            }
          });
          const rebuilding = rebuildMayStart.then(() =>
            rebuild.rebuildLive(named(run.rebuilt), { swapPatience: QUICK_SWAP, onSwapWait: () => void letReaderGo() }),
          );
          await Promise.all([...writers, rebuilding]);
        } finally {
          await letReaderGo();
          await reader?.end();
          await elsewhere?.close();
          pause.clock.tickEachReading(0);
          moment = pause.clock.now().getTime() + 7 * 24 * 60 * MINUTE;
        }

        const afterTheRun = await tables();
        expect(afterTheRun).toEqual(await countedFromTheLog());
        await rebuild.rebuildLive(named(BALANCE));
        expect(await tables()).toEqual(afterTheRun);
      }),
      { numRuns: 15 },
    );
  });
});
