import { NO_LIMITS, type PersonalLimits } from '@pause/rules/personal-limits';
import { limitDaysOf, type TrackedSpan, weekBounds, weekHealth, weekHoldsSessions } from './week-health';

const HOUR = 3_600_000;
const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);
const span = (type: 'work' | 'commute', from: string, until: string, timeZone = BERLIN): TrackedSpan => ({
  type,
  startMs: at(from),
  endMs: at(until),
  timeZone,
});

/** Eight hours of work, 09:00 to 17:00 Berlin time (CET, UTC+1), on each of these November dates. */
const officeDays = (...dates: string[]) => dates.map((date) => span('work', `${date}T08:00:00Z`, `${date}T16:00:00Z`));

const WEEK = '2026-11-16';
const AFTER_THE_WEEK = at('2026-11-30T12:00:00Z');
const LIMITS: PersonalLimits = { weeklyWorkHours: 40, dailyCommuteMinutes: 60, latestWorkHour: 19, daysOff: 2 };

const health = (spans: TrackedSpan[], limits: PersonalLimits = NO_LIMITS, nowMs = AFTER_THE_WEEK) =>
  weekHealth({ weekStart: WEEK, timeZone: BERLIN, limits, spans, nowMs });

describe("a week's local days", () => {
  it.each<{ name: string; spans: TrackedSpan[]; weekStart: string; expected: Record<string, number> }>([
    {
      name: 'a night session across midnight counts on both dates, each its own hours',
      // Monday 22:00 to Tuesday 02:00 in Berlin.
      spans: [span('work', '2026-11-16T21:00:00Z', '2026-11-17T01:00:00Z')],
      weekStart: WEEK,
      expected: { '2026-11-16': 2 * HOUR, '2026-11-17': 2 * HOUR },
    },
    {
      name: 'a night into the next week leaves its Monday part out of this week',
      // Sunday 22 November 23:00 to Monday 23 November 03:00 in Berlin.
      spans: [span('work', '2026-11-22T22:00:00Z', '2026-11-23T02:00:00Z')],
      weekStart: WEEK,
      expected: { '2026-11-22': 1 * HOUR },
    },
    {
      name: 'the Sunday that leaves summer time holds the hour it repeats',
      // Sunday 25 October 2026, 01:00 CEST to 04:00 CET: four hours on one date of a 169-hour week.
      spans: [span('work', '2026-10-24T23:00:00Z', '2026-10-25T03:00:00Z')],
      weekStart: '2026-10-19',
      expected: { '2026-10-25': 4 * HOUR },
    },
    {
      name: "a session tracked in another zone is cut by that zone's midnight",
      // 23:00 to 01:00 in New York is 05:00 to 07:00 in Berlin: two dates in New York, one in Berlin.
      spans: [span('work', '2026-11-18T04:00:00Z', '2026-11-18T06:00:00Z', 'America/New_York')],
      weekStart: WEEK,
      expected: { '2026-11-17': 1 * HOUR, '2026-11-18': 1 * HOUR },
    },
  ])('$name', ({ spans, weekStart, expected }) => {
    const days = limitDaysOf(weekStart, spans, null);
    expect(days).toHaveLength(7);
    expect(Object.fromEntries(days.filter((day) => day.workMs > 0).map((day) => [day.date, day.workMs]))).toEqual(
      expected,
    );
  });

  it('marks Monday to Friday as weekdays and counts work after the latest hour on each date', () => {
    // Wednesday 18:00 to 21:00 in Berlin: two hours after 19:00.
    const days = limitDaysOf(WEEK, [span('work', '2026-11-18T17:00:00Z', '2026-11-18T20:00:00Z')], 19);
    expect(days.map((day) => day.isWeekday)).toEqual([true, true, true, true, true, false, false]);
    expect(days.find((day) => day.date === '2026-11-18')).toMatchObject({
      workMs: 3 * HOUR,
      workAfterLatestHourMs: 2 * HOUR,
    });
  });

  it('keeps commute apart from work', () => {
    const days = limitDaysOf(WEEK, [span('commute', '2026-11-17T07:00:00Z', '2026-11-17T08:30:00Z')], null);
    expect(days[1]).toMatchObject({ date: '2026-11-17', workMs: 0, commuteMs: 1.5 * HOUR });
  });

  it('runs from midnight to midnight in the zone: the week leaving summer time is 169 hours long', () => {
    const { beginMs, endMs } = weekBounds('2026-10-19', BERLIN);
    expect(new Date(beginMs).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect((endMs - beginMs) / HOUR).toBe(169);
  });
});

describe('the long-week thresholds', () => {
  it.each<{ name: string; spans: TrackedSpan[]; workHours: number; eu: boolean; whoIlo: boolean }>([
    {
      name: 'exactly 48.0 hours crosses neither',
      spans: officeDays('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'),
      workHours: 48,
      eu: false,
      whoIlo: false,
    },
    {
      name: '56 hours crosses both',
      spans: officeDays(
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
      ),
      workHours: 56,
      eu: true,
      whoIlo: true,
    },
    {
      name: '48 hours and a minute is above the EU limit only',
      spans: [
        ...officeDays('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'),
        span('work', '2026-11-22T08:00:00Z', '2026-11-22T08:01:00Z'),
      ],
      workHours: 48.0167,
      eu: true,
      whoIlo: false,
    },
  ])('$name', ({ spans, workHours, eu, whoIlo }) => {
    const week = health(spans);
    expect(week.workHours).toBe(workHours);
    expect(week.thresholds.euWeeklyLimit).toEqual({ limitHours: 48, crossed: eu });
    expect(week.thresholds.whoIloLongWeek).toEqual({ limitHours: 55, crossed: whoIlo });
  });

  it("counts only the week's own local days, not the day read around it", () => {
    const week = health([
      ...officeDays('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'),
      ...officeDays('2026-11-15', '2026-11-23'),
    ]);
    expect(week.workHours).toBe(48);
    expect(week.thresholds.euWeeklyLimit.crossed).toBe(false);
  });
});

describe('rest and breaks, said in the person’s calendar', () => {
  it('names the night a short rest began on, and the day an unbroken stretch began on', () => {
    // Tuesday 08:00 to 23:00 Berlin, then Wednesday 06:00 to 14:00: seven hours of rest, and a long day unbroken.
    const week = health([
      span('work', '2026-11-17T07:00:00Z', '2026-11-17T22:00:00Z'),
      span('work', '2026-11-18T05:00:00Z', '2026-11-18T13:00:00Z'),
    ]);
    expect(week.thresholds.shortRests).toContainEqual(
      expect.objectContaining({
        restFrom: '2026-11-17T22:00:00.000Z',
        restUntil: '2026-11-18T05:00:00.000Z',
        restHours: 7,
        night: '2026-11-17',
      }),
    );
    expect(week.thresholds.workWithoutBreak).toContainEqual(
      expect.objectContaining({ from: '2026-11-17T07:00:00.000Z', workHours: 15, date: '2026-11-17' }),
    );
  });

  it('says nothing of a quiet week: no short rest, no unbroken day, a weekly rest judged and kept', () => {
    // Monday and Tuesday, 09:00 to 13:00 and 14:00 to 18:00 in Berlin: a lunch hour in each.
    const week = health(
      ['2026-11-16', '2026-11-17'].flatMap((date) => [
        span('work', `${date}T08:00:00Z`, `${date}T12:00:00Z`),
        span('work', `${date}T13:00:00Z`, `${date}T17:00:00Z`),
      ]),
    );
    expect(week.thresholds.shortRests).toEqual([]);
    expect(week.thresholds.workWithoutBreak).toEqual([]);
    expect(week.thresholds.weeklyRest).toMatchObject({ judged: true, crossed: false });
    expect(week.weekIsOver).toBe(true);
  });
});

describe('the limits, in hours', () => {
  it('answers each limit set in hours, and null for one not set', () => {
    const week = health(
      officeDays('2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'),
      {
        ...LIMITS,
        dailyCommuteMinutes: null,
      },
    );
    expect(week.limits.weeklyWork).toEqual({ limitHours: 40, workedHours: 48, crossed: true });
    expect(week.limits.dailyCommute).toBeNull();
    expect(week.limits.daysOff).toMatchObject({ wanted: 2, daysWorked: 6, crossed: true });
    expect(week.limits.latestWorkHour).toMatchObject({ hour: 19, crossed: false });
  });

  it('is not over while it runs', () => {
    expect(health([], NO_LIMITS, at('2026-11-18T12:00:00Z')).weekIsOver).toBe(false);
  });
});

describe('whether a week has a digest', () => {
  it('holds a session when any span lies in it, not when one only touches the day around it', () => {
    expect(weekHoldsSessions(officeDays('2026-11-22'), WEEK, BERLIN)).toBe(true);
    expect(weekHoldsSessions(officeDays('2026-11-15', '2026-11-23'), WEEK, BERLIN)).toBe(false);
  });
});
