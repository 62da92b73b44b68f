import { describe, expect, it } from 'vitest';
import {
  LIMIT_RANGES,
  limitsProgress,
  limitsRefusal,
  NO_LIMITS,
  SUGGESTED_LIMITS,
  type LimitDay,
  type PersonalLimits,
} from './personal-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const day = (
  date: string,
  isWeekday: boolean,
  hours: Partial<Record<'work' | 'commute' | 'late', number>> = {},
): LimitDay => ({
  date,
  isWeekday,
  workMs: (hours.work ?? 0) * HOUR,
  commuteMs: (hours.commute ?? 0) * HOUR,
  workAfterLatestHourMs: (hours.late ?? 0) * HOUR,
});

const weekOf = (work: number[], commute: number[] = [], late: number[] = []): LimitDay[] =>
  ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(
    (date, index) =>
      day(date, index < 5, { work: work[index] ?? 0, commute: commute[index] ?? 0, late: late[index] ?? 0 }),
  );

const only = (limits: Partial<PersonalLimits>): PersonalLimits => ({ ...NO_LIMITS, ...limits });

describe('the limits a person may set', () => {
  it('are all off until set', () => {
    expect(limitsProgress(NO_LIMITS, weekOf([12, 12, 12, 12, 12, 12, 12]))).toEqual({
      weeklyWork: null,
      dailyCommute: null,
      latestWorkHour: null,
      daysOff: null,
    });
  });

  it('offer suggestions that can be kept as they are', () => {
    expect(limitsRefusal(SUGGESTED_LIMITS)).toBeNull();
  });

  it.each([
    [{ weeklyWorkHours: 37.5 }, null],
    [{ weeklyWorkHours: 37.25 }, 'Work a week must be from 1 to 100 hours, in half hours.'],
    [{ weeklyWorkHours: 0 }, 'Work a week must be from 1 to 100 hours, in half hours.'],
    [{ weeklyWorkHours: 101 }, 'Work a week must be from 1 to 100 hours, in half hours.'],
    [{ dailyCommuteMinutes: 4 }, 'Commute a day must be from 5 to 600 minutes, in whole minutes.'],
    [{ latestWorkHour: 11 }, "The latest hour to work must be from 12 to 23 o'clock, a whole hour."],
    [{ latestWorkHour: 19.5 }, "The latest hour to work must be from 12 to 23 o'clock, a whole hour."],
    [{ daysOff: 7 }, 'Days off a week must be from 1 to 6 days, whole days.'],
    [{ daysOff: Number.NaN }, 'Days off a week must be from 1 to 6 days, whole days.'],
  ])('%j is refused with %j', (limits, refusal) => {
    expect(limitsRefusal(only(limits))).toBe(refusal);
  });

  it('accept each end of each range', () => {
    for (const [key, { fewest, most }] of Object.entries(LIMIT_RANGES)) {
      expect(limitsRefusal(only({ [key]: fewest }))).toBeNull();
      expect(limitsRefusal(only({ [key]: most }))).toBeNull();
    }
  });
});

describe('a week against its limits', () => {
  it.each([
    ['40 hours under a 40-hour limit', [8, 8, 8, 8, 8], false],
    ['40 hours and a minute', [8, 8, 8, 8, 8 + 1 / 60], true],
  ])('%s: crossed %s', (_, work, crossed) => {
    expect(limitsProgress(only({ weeklyWorkHours: 40 }), weekOf(work)).weeklyWork).toEqual({
      limitHours: 40,
      workedMs: work.reduce((sum, hours) => sum + hours * HOUR, 0),
      crossed,
    });
  });

  it('names each day whose commute ran over', () => {
    expect(limitsProgress(only({ dailyCommuteMinutes: 60 }), weekOf([], [1, 1.5, 0.5, 2])).dailyCommute).toEqual({
      limitMinutes: 60,
      daysOver: ['2026-11-24', '2026-11-26'],
      crossed: true,
    });
  });

  it('names each weekday with work after the latest hour, past a few minutes of grace, and not the weekend', () => {
    const late = [0, 5 / 60, 6 / 60, 0, 0, 3];
    expect(limitsProgress(only({ latestWorkHour: 19 }), weekOf([8, 8, 8, 8, 8, 4], [], late)).latestWorkHour).toEqual({
      hour: 19,
      lateDays: ['2026-11-25'],
      crossed: true,
    });
  });

  it.each([
    ['five days of work leave the two days off', [8, 8, 8, 8, 8], false],
    ['six days of work leave one', [8, 8, 8, 8, 8, 2], true],
  ])('%s', (_, work, crossed) => {
    expect(limitsProgress(only({ daysOff: 2 }), weekOf(work)).daysOff).toEqual({
      wanted: 2,
      daysWorked: work.length,
      crossed,
    });
  });
});
