// Property: for random histories (timer starts and stops, then sessions added, corrected and deleted,
// across midnights, week ends and daylight-saving changes), once the jobs have settled the badges a
// person holds are exactly what the rules give over their final history counted from scratch, minute
// by minute. The history is evaluated half-way too, so claims made then must move or lock again.
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/deciders/domain-error';
import { EventSubscriptions } from '../../shared/subscriptions/event-subscriptions';
import { eventually } from '../../shared/testing/eventually';
import { localDateOf } from '../../shared/time/local-days';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { addSession, correctSession, deleteSession, startTimer, stopTimer } from '../timer/testing/timer-commands';
import { type DayFacts, earnedAchievements } from './achievement-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TIME_ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Australia/Lord_Howe'];
/** Mondays and week ends near daylight-saving changes and a year's end, in 2026. */
const LANDMARKS = [
  '2026-03-23T06:00:00Z', // the week Paris springs forward (Sunday 29th)
  '2026-10-26T06:00:00Z', // the Monday after Paris falls back
  '2026-11-02T06:00:00Z', // the Monday after New York falls back
  '2026-11-16T06:00:00Z',
  '2026-12-28T06:00:00Z', // the week that ends the year
].map(Date.parse);

interface Span {
  readonly id: string;
  readonly type: 'work' | 'commute';
  readonly startMs: number;
  readonly endMs: number;
}

const sessionArbitrary = fc.record({
  type: fc.constantFrom('work' as const, 'commute' as const),
  gapMinutes: fc.integer({ min: 0, max: 20 * 60 }),
  durationMinutes: fc.integer({ min: 15, max: 11 * 60 }),
});

const changeArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.constantFrom('work' as const, 'commute' as const),
    startHoursFromLandmark: fc.integer({ min: 0, max: 9 * 24 }),
    durationMinutes: fc.integer({ min: 15, max: 12 * 60 }),
  }),
  fc.record({
    kind: fc.constant('correct' as const),
    pick: fc.nat(),
    shiftStartMinutes: fc.integer({ min: -6 * 60, max: 6 * 60 }),
    shiftEndMinutes: fc.integer({ min: -6 * 60, max: 6 * 60 }),
    retype: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

const historyArbitrary = fc.record({
  landmark: fc.constantFrom(...LANDMARKS),
  timeZone: fc.constantFrom(...TIME_ZONES),
  sessions: fc.array(sessionArbitrary, { minLength: 3, maxLength: 12 }),
  changes: fc.array(changeArbitrary, { minLength: 1, maxLength: 6 }),
});

/** The rules' input counted minute by minute in the person's zone: slow, obvious, independent of the projector. */
function dayFactsOf(spans: readonly Span[], timeZone: string): DayFacts[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const days = new Map<
    string,
    { date: string; workMs: number; commuteMs: number; eveningWorkMs: number; sessions: number }
  >();
  for (const span of spans) {
    const touched = new Set<string>();
    for (let minute = span.startMs; minute < span.endMs; minute += MINUTE) {
      const fields = Object.fromEntries(parts.formatToParts(minute).map((part) => [part.type, part.value]));
      const date = `${fields.year}-${fields.month}-${fields.day}`;
      const day = days.get(date) ?? { date, workMs: 0, commuteMs: 0, eveningWorkMs: 0, sessions: 0 };
      if (span.type === 'work') day.workMs += MINUTE;
      else day.commuteMs += MINUTE;
      if (span.type === 'work' && Number(fields.hour) >= 18) day.eveningWorkMs += MINUTE;
      if (!touched.has(date)) day.sessions += 1;
      touched.add(date);
      days.set(date, day);
    }
  }
  return [...days.values()];
}

async function refusedOrDone<T>(attempt: Promise<T>): Promise<T | undefined> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

describe('achievements, for any history and any change to it (jobs in-process)', () => {
  let pause: TestApp;
  let em: EntityManager;

  beforeAll(async () => {
    pause = await startTestApp({ env: { REDIS_URL: '' } });
    em = pause.app.get(EntityManager).fork();
  });

  afterAll(() => pause.close());

  const heldBy = async (userId: string) =>
    (
      await em.execute<{ badge: string }[]>(
        `select achievement_type || '@' || to_char(earned_for, 'YYYY-MM-DD') as badge from unlocked_achievements
         where user_id = ? order by 1`,
        [userId],
      )
    ).map((row) => row.badge);

  /** The badges the rules give over these spans, today being the clock's local date in the person's zone. */
  const expectedFor = (spans: readonly Span[], timeZone: string) =>
    earnedAchievements(dayFactsOf(spans, timeZone), localDateOf(timeZone, pause.clock.now().getTime()))
      .map((earned) => `${earned.achievementType}@${earned.earnedFor}`)
      .sort();

  const settlesTo = async (userId: string, expected: string[]) => {
    await pause.app.get(EventSubscriptions).catchUp();
    const held = await eventually(
      () => heldBy(userId),
      (badges) => JSON.stringify(badges) === JSON.stringify(expected),
      `the badges settle to ${JSON.stringify(expected)}`,
      { tries: 100, pauseMs: 50 },
    ).catch(() => heldBy(userId));
    expect(held).toEqual(expected);
  };

  it('holds exactly the badges the rules give over the final history, once the jobs have settled', async () => {
    const commands = pause.app.get(CommandBus);
    let claimsChanged = 0;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async ({ landmark, timeZone, sessions, changes }) => {
        const userId = randomUUID();
        let spans: Span[] = [];
        let cursor = landmark;
        for (const session of sessions) {
          const startMs = cursor + session.gapMinutes * MINUTE;
          const endMs = startMs + session.durationMinutes * MINUTE;
          pause.clock.set(new Date(startMs).toISOString());
          await startTimer(commands, userId, session.type, timeZone);
          pause.clock.set(new Date(endMs).toISOString());
          const stopped = await stopTimer(commands, userId);
          spans.push({ id: stopped.id, type: session.type, startMs, endMs });
          cursor = endMs;
        }
        // Some days later, so the weeks have ended: the history is evaluated and claims are made.
        pause.clock.set(new Date(Math.max(cursor, landmark + 9 * 24 * HOUR) + 2 * 24 * HOUR).toISOString());
        const before = expectedFor(spans, timeZone);
        await settlesTo(userId, before);

        for (const change of changes) {
          if (change.kind === 'add') {
            const startMs = landmark + change.startHoursFromLandmark * HOUR;
            const endMs = startMs + change.durationMinutes * MINUTE;
            const added = await refusedOrDone(
              addSession(commands, userId, {
                type: change.type,
                start: new Date(startMs),
                end: new Date(endMs),
                timeZone,
              }),
            );
            if (added) spans = [...spans, { id: added.id, type: change.type, startMs, endMs }];
          } else if (spans.length > 0) {
            const target = spans[change.pick % spans.length];
            if (change.kind === 'delete') {
              if (await refusedOrDone(deleteSession(commands, userId, target.id))) {
                spans = spans.filter((span) => span !== target);
              }
            } else {
              const startMs = target.startMs + change.shiftStartMinutes * MINUTE;
              const endMs = target.endMs + change.shiftEndMinutes * MINUTE;
              const type = change.retype ? (target.type === 'work' ? 'commute' : 'work') : target.type;
              const changed = { sessionType: type, start: new Date(startMs), end: new Date(endMs) };
              if (await refusedOrDone(correctSession(commands, userId, target.id, changed))) {
                spans = spans.map((span) => (span === target ? { ...span, type, startMs, endMs } : span));
              }
            }
          }
        }
        const after = expectedFor(spans, timeZone);
        if (JSON.stringify(after) !== JSON.stringify(before)) claimsChanged++;
        await settlesTo(userId, after);
      }),
      { numRuns: 25 },
    );
    // The changes must really have moved or locked claims for the property to say anything about them.
    expect(claimsChanged).toBeGreaterThan(3);
  });
});
