import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageWeeklyWorkMs,
  dailyRestWindows,
  longWeekThresholds,
  shortDailyRests,
  weeklyRest,
  workWithoutBreak,
  type BusySpan,
} from './health-thresholds';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Monday 23 November 2026, midnight UTC: the tables below count in UTC unless they say otherwise. */
const MONDAY = Date.parse('2026-11-23T00:00:00Z');
const at = (day: number, hour: number, minute = 0) => MONDAY + day * DAY + hour * HOUR + minute * MINUTE;
const work = (startMs: number, endMs: number): BusySpan => ({ type: 'work', startMs, endMs });
const commute = (startMs: number, endMs: number): BusySpan => ({ type: 'commute', startMs, endMs });
const nineToFive = (day: number) => work(at(day, 9), at(day, 17));
const AFTER_IT_ALL = at(30, 0);

describe('a long working week', () => {
  it.each([
    ['no work', 0, []],
    ['exactly 48.0 hours', 48 * HOUR, []],
    ['a second past 48 hours', 48 * HOUR + 1000, ['eu_weekly_limit']],
    ['54 hours 59 minutes', 55 * HOUR - MINUTE, ['eu_weekly_limit']],
    ['exactly 55 hours', 55 * HOUR, ['eu_weekly_limit', 'who_ilo_long_week']],
    ['56 hours', 56 * HOUR, ['eu_weekly_limit', 'who_ilo_long_week']],
  ])('%s crosses %j', (_, workMs, crossed) => {
    expect(longWeekThresholds(workMs)).toEqual(crossed);
  });

  it('is averaged per week over the days counted', () => {
    expect(averageWeeklyWorkMs(96 * HOUR, 14)).toBe(48 * HOUR);
    expect(averageWeeklyWorkMs(10 * HOUR, 0)).toBe(0);
  });
});

describe('the daily rest of 11 consecutive hours', () => {
  const week = [0, 1, 2, 3, 4].map(nineToFive);

  it('is kept by an ordinary nine-to-five week', () => {
    expect(shortDailyRests(week, at(0, 0), at(7, 0), AFTER_IT_ALL)).toEqual([]);
  });

  it('falls short after a late evening and an early start, said once for that night', () => {
    const spans = [nineToFive(0), work(at(0, 21), at(0, 23, 30)), work(at(1, 8), at(1, 17)), nineToFive(2)];
    expect(shortDailyRests(spans, at(0, 0), at(7, 0), AFTER_IT_ALL)).toEqual([
      {
        windowStartMs: at(0, 9),
        longestRestFromMs: at(0, 23, 30),
        longestRestUntilMs: at(1, 8),
        longestRestMs: 8.5 * HOUR,
      },
    ]);
  });

  it.each([
    ['10 hours 59 minutes is short', 10 * HOUR + 59 * MINUTE, true],
    ['exactly 11 hours is enough', 11 * HOUR, false],
  ])('%s', (_, restMs, short) => {
    const spans = [work(at(0, 8), at(0, 20)), work(at(0, 20) + restMs, at(1, 20))];
    expect(shortDailyRests(spans, at(0, 0), at(7, 0), AFTER_IT_ALL).length > 0).toBe(short);
  });

  it('counts commute as time that is not free', () => {
    const spans = [commute(at(0, 7), at(0, 8)), work(at(0, 8), at(0, 19)), commute(at(0, 19), at(0, 20))];
    const nextMorning = [commute(at(1, 6, 30), at(1, 7, 30)), work(at(1, 7, 30), at(1, 16))];
    expect(shortDailyRests([...spans, ...nextMorning], at(0, 0), at(7, 0), AFTER_IT_ALL)).toEqual([
      expect.objectContaining({ longestRestFromMs: at(0, 20), longestRestUntilMs: at(1, 6, 30) }),
    ]);
  });

  it('follows a night session across midnight', () => {
    const nightShift = work(at(0, 22), at(1, 6));
    expect(shortDailyRests([nightShift, work(at(1, 22), at(2, 6))], at(0, 0), at(7, 0), AFTER_IT_ALL)).toEqual([]);
    expect(shortDailyRests([nightShift, work(at(1, 15), at(1, 23))], at(0, 0), at(7, 0), AFTER_IT_ALL)).toEqual([
      expect.objectContaining({ windowStartMs: at(0, 22), longestRestMs: 9 * HOUR }),
    ]);
  });

  // Europe/Berlin: clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October 2026.
  it('counts real hours on the night the clocks go forward: 22:00 to 08:00 is 9 hours', () => {
    const saturdayEvening = work(Date.parse('2026-03-28T13:00:00Z'), Date.parse('2026-03-28T21:00:00Z')); // 14:00-22:00 CET
    const sundayMorning = work(Date.parse('2026-03-29T06:00:00Z'), Date.parse('2026-03-29T10:00:00Z')); // 08:00-12:00 CEST
    const [short] = shortDailyRests([saturdayEvening, sundayMorning], 0, Infinity, AFTER_IT_ALL);
    expect(short?.longestRestMs).toBe(9 * HOUR);
  });

  it('counts real hours on the night the clocks go back: 22:00 to 08:00 is 11 hours', () => {
    const saturdayEvening = work(Date.parse('2026-10-24T12:00:00Z'), Date.parse('2026-10-24T20:00:00Z')); // 14:00-22:00 CEST
    const sundayMorning = work(Date.parse('2026-10-25T07:00:00Z'), Date.parse('2026-10-25T11:00:00Z')); // 08:00-12:00 CET
    expect(shortDailyRests([saturdayEvening, sundayMorning], 0, Infinity, AFTER_IT_ALL)).toEqual([]);
  });

  it('judges a window only once its 24 hours have passed', () => {
    const spans = [work(at(0, 8), at(0, 22)), work(at(1, 6), at(1, 10))];
    expect(shortDailyRests(spans, at(0, 0), at(7, 0), at(1, 7, 59))).toEqual([]);
    expect(shortDailyRests(spans, at(0, 0), at(7, 0), at(1, 8))).toHaveLength(1);
  });

  it('reads only windows that begin in the period asked about', () => {
    const spans = [work(at(0, 8), at(0, 22)), work(at(1, 6), at(1, 10))];
    expect(shortDailyRests(spans, at(1, 0), at(7, 0), AFTER_IT_ALL)).toEqual([]);
    const sundayNightShift = [work(at(0, 22), at(1, 6)), work(at(1, 15), at(1, 23))];
    expect(shortDailyRests(sundayNightShift, at(1, 0), at(7, 0), AFTER_IT_ALL)).toEqual([]);
  });
});

describe('a long working day without a break', () => {
  const crossing = (spans: BusySpan[]) => workWithoutBreak(spans, at(0, 0), at(7, 0));

  it.each([
    ['6 hours straight needs no break', [work(at(0, 9), at(0, 15))], []],
    ['9 hours straight', [work(at(0, 9), at(0, 18))], [9 * HOUR]],
    ['a 14-minute pause is no break', [work(at(0, 9), at(0, 12)), work(at(0, 12, 14), at(0, 15, 44))], [6.5 * HOUR]],
    ['a 15-minute pause is a break', [work(at(0, 9), at(0, 12)), work(at(0, 12, 15), at(0, 15, 45))], []],
    [
      'commute between two places of work is no break',
      [work(at(0, 9), at(0, 12)), commute(at(0, 12), at(0, 12, 30)), work(at(0, 12, 30), at(0, 16))],
      [6.5 * HOUR],
    ],
    ['a night shift across midnight is one working day', [work(at(0, 22), at(1, 5))], [7 * HOUR]],
  ])('%s', (_, spans, workMs) => {
    expect(crossing(spans).map((stretch) => stretch.workMs)).toEqual(workMs);
  });

  it('says when the stretch began and ended', () => {
    expect(crossing([commute(at(0, 8), at(0, 9)), work(at(0, 9), at(0, 16))])).toEqual([
      { fromMs: at(0, 8), untilMs: at(0, 16), workMs: 7 * HOUR },
    ]);
  });

  it('reads only stretches that begin in the period asked about', () => {
    expect(workWithoutBreak([work(at(0, 22), at(1, 5))], at(1, 0), at(7, 0))).toEqual([]);
  });
});

describe('the weekly rest of 24 hours in a row', () => {
  const begin = at(0, 0);
  const end = at(7, 0);
  const everyDay = (from: number, until: number) =>
    [0, 1, 2, 3, 4, 5, 6].map((day) => work(at(day, from), at(day, until)));

  it('is kept by a free weekend', () => {
    const rest = weeklyRest([0, 1, 2, 3, 4].map(nineToFive), begin, end, AFTER_IT_ALL);
    expect(rest).toMatchObject({ judged: true, short: false, longestRestFromMs: at(4, 17), longestRestUntilMs: end });
  });

  it('falls short in a week with work every day', () => {
    expect(weeklyRest(everyDay(8, 20), begin, end, AFTER_IT_ALL)).toMatchObject({
      judged: true,
      short: true,
      longestRestMs: 12 * HOUR,
    });
  });

  it('waits for the end of a running week that has not had its 24 hours', () => {
    expect(weeklyRest(everyDay(8, 20).slice(0, 3), begin, end, at(3, 12))).toMatchObject({
      judged: false,
      short: false,
    });
  });

  it('does not count the hours that have not happened yet as free', () => {
    expect(weeklyRest([], begin, end, at(0, 23)).longestRestMs).toBe(23 * HOUR);
    expect(weeklyRest([], begin, end, at(1, 0))).toMatchObject({ judged: true, short: false });
  });
});

describe('the daily rest, against a minute-by-minute count', () => {
  const DAYS = 4;
  const MINUTES = DAYS * 24 * 60;
  const WINDOW = 24 * 60;
  const span = fc
    .record({
      start: fc.integer({ min: 0, max: MINUTES - 1 }),
      length: fc.integer({ min: 1, max: 14 * 60 }),
      type: fc.constantFrom<'work' | 'commute'>('work', 'commute'),
    })
    .map(({ start, length, type }) => ({ start, end: Math.min(MINUTES, start + length), type }));

  /** Every window that begins at a busy minute after a free one, with the first of its longest free runs. */
  function countMinuteByMinute(spans: { start: number; end: number }[], first: number, lastStart: number, now: number) {
    const busy = Array.from({ length: MINUTES + WINDOW }, (_, minute) =>
      spans.some((span) => span.start <= minute && minute < span.end),
    );
    const windows: { start: number; restFrom: number; rest: number }[] = [];
    for (let start = first; start < lastStart; start++) {
      if (!busy[start] || (start > 0 && busy[start - 1]) || start + WINDOW > now) continue;
      let best = { restFrom: start, rest: 0 };
      let run = 0;
      for (let minute = start; minute < start + WINDOW; minute++) {
        run = busy[minute] ? 0 : run + 1;
        if (run > best.rest) best = { restFrom: minute - run + 1, rest: run };
      }
      windows.push({ start, ...best });
    }
    return windows;
  }

  it('finds the same windows and the same longest rest in each', () => {
    fc.assert(
      fc.property(
        fc.array(span, { maxLength: 12 }),
        fc.integer({ min: 0, max: MINUTES }),
        fc.integer({ min: 0, max: MINUTES - WINDOW }),
        (spans, nowMinute, firstMinute) => {
          const lastStart = MINUTES - WINDOW;
          const asSpans = spans.map(({ start, end, type }) => ({
            type,
            startMs: MONDAY + start * MINUTE,
            endMs: MONDAY + end * MINUTE,
          }));
          const expected = countMinuteByMinute(spans, firstMinute, lastStart, nowMinute);
          const from = MONDAY + firstMinute * MINUTE;
          const found = dailyRestWindows(asSpans, from, MONDAY + lastStart * MINUTE, MONDAY + nowMinute * MINUTE);
          expect(
            found.map((window) => ({
              start: (window.windowStartMs - MONDAY) / MINUTE,
              restFrom: (window.longestRestFromMs - MONDAY) / MINUTE,
              rest: window.longestRestMs / MINUTE,
            })),
          ).toEqual(expected);

          const shortRuns = new Set(
            expected.filter((window) => window.rest < 11 * 60).map((w) => `${w.restFrom}+${w.rest}`),
          );
          const reported = shortDailyRests(asSpans, from, MONDAY + lastStart * MINUTE, MONDAY + nowMinute * MINUTE);
          expect(
            new Set(reported.map((r) => `${(r.longestRestFromMs - MONDAY) / MINUTE}+${r.longestRestMs / MINUTE}`)),
          ).toEqual(shortRuns);
          expect(reported).toHaveLength(shortRuns.size);
        },
      ),
      { numRuns: 300 },
    );
  });
});
