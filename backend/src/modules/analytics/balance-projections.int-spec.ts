// Property: for random histories of sessions across midnights, week ends, month ends, daylight-saving
// changes and time zones, then random corrections of the past (sessions added, moved, retyped,
// deleted), the balance tables built inline equal a brute-force minute-by-minute count of the sessions
// that remain, and a rebuild from the event log gives back exactly the same tables.
import { Database } from '#src/shared/database/database';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { ReadModelRebuild } from '#src/shared/projections/read-model-rebuild';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import {
  addSession,
  correctSession,
  deleteSession,
  refusedOrDone,
  startTimer,
  stopTimer,
} from '#src/modules/timer/testing/timer-commands';
import { mondayOf } from '#src/shared/time/calendar';
import { type Totals, minuteByMinuteDays, rollUp } from './testing/minute-count';

const MINUTE = 60_000;
const TIME_ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Pacific/Chatham',
  'Asia/Kathmandu',
];
/** Moments near which calendars and clocks do interesting things in 2026. */
const LANDMARKS = [
  '2026-03-08T07:00:00Z', // New York springs forward
  '2026-03-29T01:00:00Z', // Paris springs forward (a Sunday, end of a week)
  '2026-03-31T22:00:00Z', // end of March in Paris
  '2026-04-05T03:00:00Z', // Santiago falls back at midnight; Lord Howe by half an hour
  '2026-09-06T04:00:00Z', // Santiago springs forward at midnight
  '2026-10-25T01:00:00Z', // Paris falls back
  '2026-11-01T06:00:00Z', // New York falls back
  '2026-11-22T23:00:00Z', // a Sunday night
  '2026-12-31T23:30:00Z', // the year's end
].map(Date.parse);

interface GeneratedSession {
  readonly type: 'work' | 'commute';
  readonly gapMinutes: number;
  readonly durationMinutes: number;
  readonly timeZone: string;
}

const sessionArbitrary: fc.Arbitrary<GeneratedSession> = fc.record({
  type: fc.constantFrom('work' as const, 'commute' as const),
  gapMinutes: fc.integer({ min: 0, max: 36 * 60 }),
  durationMinutes: fc.integer({ min: 1, max: 24 * 60 }),
  timeZone: fc.constantFrom(...TIME_ZONES),
});

/** A change to the past: which session it touches (by index), and how. Refused ones change nothing. */
const correctionArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.constantFrom('work' as const, 'commute' as const),
    startMinutesFromLandmark: fc.integer({ min: -48 * 60, max: 48 * 60 }),
    durationMinutes: fc.integer({ min: 1, max: 24 * 60 }),
    timeZone: fc.constantFrom(...TIME_ZONES),
  }),
  fc.record({
    kind: fc.constant('correct' as const),
    pick: fc.nat(),
    shiftStartMinutes: fc.integer({ min: -12 * 60, max: 12 * 60 }),
    shiftEndMinutes: fc.integer({ min: -12 * 60, max: 12 * 60 }),
    retype: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

const historyArbitrary = fc.record({
  landmark: fc.constantFrom(...LANDMARKS),
  leadMinutes: fc.integer({ min: 0, max: 48 * 60 }),
  sessions: fc.array(sessionArbitrary, { minLength: 1, maxLength: 8 }),
  corrections: fc.array(correctionArbitrary, { maxLength: 6 }),
});

interface Span {
  readonly id: string;
  readonly type: 'work' | 'commute';
  readonly startMs: number;
  readonly endMs: number;
  readonly timeZone: string;
}

describe('the balance read models', () => {
  let pause: TestApp;
  let database: Database;

  beforeAll(async () => {
    pause = await startTestApp();
    database = pause.app.get(Database);
  });

  afterAll(() => pause.close());

  async function tableTotals(sql: string, userId: string): Promise<Totals> {
    const rows = await database.query<{ period: string; work_ms: string; commute_ms: string }>(sql, [userId]);
    // Every row counts, zeros included: a period that corrections emptied must be gone, as after a rebuild.
    return new Map(rows.map((row) => [row.period, { work: Number(row.work_ms), commute: Number(row.commute_ms) }]));
  }

  const dailyOf = (userId: string) =>
    tableTotals(
      "select to_char(local_date, 'YYYY-MM-DD') as period, work_ms, commute_ms from daily_balance where user_id = $1",
      userId,
    );
  const weeklyOf = (userId: string) =>
    tableTotals(
      "select to_char(week_start, 'YYYY-MM-DD') as period, work_ms, commute_ms from weekly_balance where user_id = $1",
      userId,
    );
  const monthlyOf = (userId: string) =>
    tableTotals(
      "select year || '-' || lpad(month::text, 2, '0') as period, work_ms, commute_ms from monthly_balance where user_id = $1",
      userId,
    );

  const snapshot = () =>
    Promise.all(
      ['daily_balance', 'weekly_balance', 'monthly_balance'].map((table) =>
        database.query(`select * from ${table} order by 1, 2, 3`),
      ),
    );

  it('match a minute-by-minute count for every day, week and month, after corrections too, and survive a rebuild', async () => {
    const commands = pause.app.get(CommandBus);
    let correctionsDone = 0;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async ({ landmark, leadMinutes, sessions, corrections }) => {
        const userId = randomUUID();
        let cursor = landmark - leadMinutes * MINUTE;
        let spans: Span[] = [];
        for (const session of sessions) {
          const startMs = cursor + session.gapMinutes * MINUTE;
          const endMs = startMs + session.durationMinutes * MINUTE;
          pause.clock.set(new Date(startMs).toISOString());
          await startTimer(commands, userId, session.type, session.timeZone);
          pause.clock.set(new Date(endMs).toISOString());
          const stopped = await stopTimer(commands, userId);
          spans.push({ id: stopped.id, type: session.type, startMs, endMs, timeZone: session.timeZone });
          cursor = endMs;
        }
        pause.clock.set(new Date(cursor + 3 * 24 * 60 * MINUTE).toISOString());
        for (const correction of corrections) {
          if (correction.kind === 'add') {
            const startMs = landmark + correction.startMinutesFromLandmark * MINUTE;
            const endMs = startMs + correction.durationMinutes * MINUTE;
            const { type, timeZone } = correction;
            const added = await refusedOrDone(
              addSession(commands, userId, { type, start: new Date(startMs), end: new Date(endMs), timeZone }),
            );
            if (added) spans = [...spans, { id: added.id, type, startMs, endMs, timeZone }];
          } else if (spans.length > 0) {
            const target = spans[correction.pick % spans.length];
            if (correction.kind === 'delete') {
              if (!(await refusedOrDone(deleteSession(commands, userId, target.id)))) continue;
              spans = spans.filter((span) => span !== target);
            } else {
              const startMs = target.startMs + correction.shiftStartMinutes * MINUTE;
              const endMs = target.endMs + correction.shiftEndMinutes * MINUTE;
              const type = correction.retype ? (target.type === 'work' ? 'commute' : 'work') : target.type;
              const changes = { sessionType: type, start: new Date(startMs), end: new Date(endMs) };
              if (!(await refusedOrDone(correctSession(commands, userId, target.id, changes)))) continue;
              spans = spans.map((span) => (span === target ? { ...span, type, startMs, endMs } : span));
            }
          } else continue;
          correctionsDone++;
        }
        const expectedDays = minuteByMinuteDays(spans);
        expect(await dailyOf(userId)).toEqual(expectedDays);
        expect(await weeklyOf(userId)).toEqual(rollUp(expectedDays, mondayOf));
        expect(await monthlyOf(userId)).toEqual(rollUp(expectedDays, (date) => date.slice(0, 7)));
      }),
      { numRuns: 30 },
    );
    // The corrections must really have happened for the property to say anything about them.
    expect(correctionsDone).toBeGreaterThan(20);

    const inline = await snapshot();
    const balance = pause.app
      .get(InlineProjections)
      .all()
      .filter((projector) => projector.readModel.endsWith('-balance'));
    const result = await pause.app.get(ReadModelRebuild).rebuildLive(balance);
    expect(result.events).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(inline);
  });
});
