// Property: for random histories (timer starts and stops, then sessions added, corrected, deleted and imported,
// across midnights, week ends and daylight-saving changes), once the jobs have settled the badges a
// person holds, and the outcome of the challenge they set a friend for their first week, are exactly
// what the rules give over the final histories counted from scratch, minute by minute. Everything is
// settled half-way too, so the claims and the outcome made then must move, lock or change again.
import { Database } from '#src/shared/database/database';
import type TestAgent from 'supertest/lib/agent';
import { CommandBus } from '@nestjs/cqrs';
import fc from 'fast-check';
import { eventually } from '#src/shared/testing/eventually';
import { afterCatchingUp } from '#src/shared/testing/subscriptions-caught-up';
import { localDateOf } from '#src/shared/time/local-days';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import {
  addSession,
  correctSession,
  deleteSession,
  refusedOrDone,
  startTimer,
  stopTimer,
} from '#src/modules/timer/testing/timer-commands';
import { addDays } from '#src/shared/time/calendar';
import { metadataFor } from '#src/shared/testing/event-metadata';
import { ImportSessions } from '#src/modules/timer/commands/import-sessions.handler';
import { togglFile } from '#src/modules/timer/testing/import-files';
import { judgedWeekLifePercentage } from '#src/modules/analytics/weekly-life-percentages';
import { challengeResult } from '#src/modules/challenges/domain/challenge-outcome';
import { settleEndedChallenges } from '#src/modules/challenges/testing/settle-ended-challenges';
import { befriend } from '#src/modules/friends/testing/befriend';
import { type DayFacts, earnedAchievements } from '#src/modules/achievements/achievement-rules';

const MINUTE = 60_000;
const COMMUTE_PROJECT = { projects: ['Commute'], clients: [], tags: [] };
const twoDigits = (value: number) => String(value).padStart(2, '0');
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
  // A Toggl Track file of a few rows, each on a day of the first nine, commute when its project says so.
  fc.record({
    kind: fc.constant('import' as const),
    rows: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 8 }),
        startHour: fc.integer({ min: 5, max: 20 }),
        hours: fc.integer({ min: 1, max: 3 }),
        commute: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
);

/** The friend's week: hours of work (UTC, from 09:00) on some of its days. */
const friendWeekArbitrary = fc.array(
  fc.record({ day: fc.integer({ min: 0, max: 6 }), hours: fc.integer({ min: 1, max: 12 }) }),
  {
    maxLength: 7,
  },
);

const historyArbitrary = fc.record({
  landmark: fc.constantFrom(...LANDMARKS),
  timeZone: fc.constantFrom(...TIME_ZONES),
  sessions: fc.array(sessionArbitrary, { minLength: 3, maxLength: 12 }),
  changes: fc.array(changeArbitrary, { minLength: 1, maxLength: 6 }),
  friendWeek: friendWeekArbitrary,
});

/** A week's judged life percentage (the one rule for a week) from days counted minute by minute. */
function judgedWeekOf(days: readonly DayFacts[], weekStart: string): number | null {
  const week = days.filter((day) => day.date >= weekStart && day.date <= addDays(weekStart, 6));
  return judgedWeekLifePercentage({
    workMs: week.reduce((sum, day) => sum + day.workMs, 0),
    commuteMs: week.reduce((sum, day) => sum + day.commuteMs, 0),
    trackedDays: week.filter((day) => day.workMs + day.commuteMs > 0).length,
  });
}

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

/**
 * The same 25 histories on every run (seed 1: an unlock-only decider fails them), so that the checks at
 * the end (the changes really moved claims and outcomes) hold every time: with any seed, 25 draws
 * sometimes move one outcome only. PROPERTY_SEED=<number> draws others, to explore.
 */
const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 1);

describe('badges and challenge outcomes, for any history and any change to it (jobs in-process)', () => {
  let pause: TestApp;
  let database: Database;
  let people = 0;

  beforeAll(async () => {
    pause = await startTestApp({ env: { REDIS_URL: '' } });
    database = pause.app.get(Database);
  });

  afterAll(() => pause.close());

  const heldBy = async (userId: string) =>
    (
      await database.query<{ badge: string }>(
        `select achievement_type || '@' || to_char(earned_for, 'YYYY-MM-DD') as badge from unlocked_achievements
         where user_id = $1 order by 1`,
        [userId],
      )
    ).map((row) => row.badge);

  const sessionsOf = async (userId: string): Promise<Span[]> =>
    (
      await database.query<{
        session_id: string;
        session_type: 'work' | 'commute';
        started_at: Date;
        stopped_at: Date;
      }>('select session_id, session_type, started_at, stopped_at from sessions where user_id = $1', [userId])
    ).map((row) => ({
      id: row.session_id,
      type: row.session_type,
      startMs: new Date(row.started_at).getTime(),
      endMs: new Date(row.stopped_at).getTime(),
    }));

  const outcomeOf = async (agent: TestAgent) => {
    const [challenge] = (await agent.get('/api/challenges').expect(200)).body as {
      status: string;
      winner: { id: string } | null;
    }[];
    return `${challenge.status}:${challenge.winner?.id ?? 'nobody'}`;
  };

  /**
   * Waits for the background work to reach the expected answer, caught up on every try
   * (subscriptions-caught-up.ts); then says what it is.
   */
  const settled = async <T>(read: () => Promise<T>, expected: T, what: string) => {
    return eventually(
      afterCatchingUp(pause.app, read),
      (now) => JSON.stringify(now) === JSON.stringify(expected),
      what,
      {
        tries: 100,
        pauseMs: 50,
      },
    ).catch(() => read());
  };

  it('settles to what the rules give over the final histories, once the jobs have run', async () => {
    const commands = pause.app.get(CommandBus);
    let claimsChanged = 0;
    let outcomesChanged = 0;
    let sessionsImported = 0;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async ({ landmark, timeZone, sessions, changes, friendWeek }) => {
        // Two people who are friends; the first challenges the second for the week the history starts in.
        const run = ++people;
        pause.clock.set(new Date(landmark).toISOString());
        const alex = await pause.signedIn({ email: `alex.${run}@example.com`, givenName: 'Alex' });
        const sam = await pause.signedIn({ email: `sam.${run}@example.com`, givenName: 'Sam' });
        await alex.patch('/api/auth/user').send({ timeZone }).expect(200);
        const alexId = (await alex.get('/api/auth/user')).body.id as string;
        const samId = (await sam.get('/api/auth/user')).body.id as string;
        await befriend(alex, sam, `sam.${run}@example.com`);
        const weekStart = localDateOf(timeZone, landmark);
        await alex.post('/api/challenges').send({ challengedId: samId, weekStart }).expect(201);

        let samWeek: number | null = null;
        let spans: Span[] = [];
        let cursor = landmark;
        for (const session of sessions) {
          const startMs = cursor + session.gapMinutes * MINUTE;
          const endMs = startMs + session.durationMinutes * MINUTE;
          pause.clock.set(new Date(startMs).toISOString());
          await startTimer(commands, alexId, session.type, timeZone);
          pause.clock.set(new Date(endMs).toISOString());
          const stopped = await stopTimer(commands, alexId);
          spans.push({ id: stopped.id, type: session.type, startMs, endMs });
          cursor = endMs;
        }
        /** What the rules give over Alex's spans as they are, and the challenge's outcome against Sam's week. */
        const expected = () => {
          const days = dayFactsOf(spans, timeZone);
          const badges = earnedAchievements(days, localDateOf(timeZone, pause.clock.now().getTime()))
            .map((earned) => `${earned.achievementType}@${earned.earnedFor}`)
            .sort();
          const { outcome, winnerId } = challengeResult(
            { personId: alexId, lifePercentage: judgedWeekOf(days, weekStart) },
            { personId: samId, lifePercentage: samWeek },
          );
          return { badges, outcome: `${outcome}:${winnerId ?? 'nobody'}` };
        };

        // Days later, when the week has ended: Sam fills in the week, the history is evaluated, claims are
        // made, the challenge is settled.
        pause.clock.set(new Date(Math.max(cursor, landmark + 9 * 24 * HOUR) + 2 * 24 * HOUR).toISOString());
        const samSpans: Span[] = [];
        for (const { day, hours } of new Map(friendWeek.map((entry) => [entry.day, entry])).values()) {
          const startMs = Date.parse(`${addDays(weekStart, day)}T09:00:00Z`);
          const endMs = startMs + hours * HOUR;
          const added = await addSession(commands, samId, {
            type: 'work',
            start: new Date(startMs),
            end: new Date(endMs),
            timeZone: 'UTC',
          });
          samSpans.push({ id: added.id, type: 'work', startMs, endMs });
        }
        samWeek = judgedWeekOf(dayFactsOf(samSpans, 'UTC'), weekStart);

        await settleEndedChallenges(pause.app);
        const before = expected();
        expect(await settled(() => heldBy(alexId), before.badges, 'the first badges')).toEqual(before.badges);
        expect(await outcomeOf(sam)).toBe(before.outcome);

        for (const change of changes) {
          if (change.kind === 'add') {
            const startMs = landmark + change.startHoursFromLandmark * HOUR;
            const endMs = startMs + change.durationMinutes * MINUTE;
            const added = await refusedOrDone(
              addSession(commands, alexId, {
                type: change.type,
                start: new Date(startMs),
                end: new Date(endMs),
                timeZone,
              }),
            );
            if (added) spans = [...spans, { id: added.id, type: change.type, startMs, endMs }];
          } else if (change.kind === 'import') {
            const file = togglFile(
              change.rows.map((row) => ({
                project: row.commute ? 'Commute' : 'Client work',
                date: addDays(weekStart, row.day),
                start: `${twoDigits(row.startHour)}:00:00`,
                end: `${twoDigits(row.startHour + row.hours)}:00:00`,
              })),
            );
            const known = new Set(spans.map((span) => span.id));
            await commands.execute(
              new ImportSessions(alexId, Buffer.from(file), timeZone, COMMUTE_PROJECT, undefined, metadataFor(alexId)),
            );
            // What the import saved (rows that overlap nothing), as the sessions read model holds it.
            const imported = (await sessionsOf(alexId)).filter((span) => !known.has(span.id));
            sessionsImported += imported.length;
            spans = [...spans, ...imported];
          } else if (spans.length > 0) {
            const target = spans[change.pick % spans.length];
            if (change.kind === 'delete') {
              if (await refusedOrDone(deleteSession(commands, alexId, target.id))) {
                spans = spans.filter((span) => span !== target);
              }
            } else {
              const startMs = target.startMs + change.shiftStartMinutes * MINUTE;
              const endMs = target.endMs + change.shiftEndMinutes * MINUTE;
              const type = change.retype ? (target.type === 'work' ? 'commute' : 'work') : target.type;
              const changed = { sessionType: type, start: new Date(startMs), end: new Date(endMs) };
              if (await refusedOrDone(correctSession(commands, alexId, target.id, changed))) {
                spans = spans.map((span) => (span === target ? { ...span, type, startMs, endMs } : span));
              }
            }
          }
        }
        const after = expected();
        if (JSON.stringify(after.badges) !== JSON.stringify(before.badges)) claimsChanged++;
        if (after.outcome !== before.outcome) outcomesChanged++;
        expect(await settled(() => heldBy(alexId), after.badges, 'the badges')).toEqual(after.badges);
        expect(await settled(() => outcomeOf(sam), after.outcome, 'the outcome')).toBe(after.outcome);
      }),
      // Every failing run waits seconds for an answer that never comes: report the first, unshrunk.
      { numRuns: 25, endOnFailure: true, seed: PROPERTY_SEED },
    );
    // The changes must really have moved claims and outcomes for the property to say anything about them.
    expect(claimsChanged).toBeGreaterThan(3);
    expect(outcomesChanged).toBeGreaterThan(1);
    expect(sessionsImported).toBeGreaterThan(5);
  });
});
