// Personal limits (issue 29): what a person sets for themselves, each optional: work hours a week at most,
// commute a day at most, the latest hour to work on a weekday, and days off a week. Which values they may
// choose, what Pause suggests, and how a week's days measure up against them.
import { DAYS_PER_WEEK } from './week';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface PersonalLimits {
  /** Work hours a week at most, in steps of half an hour. */
  readonly weeklyWorkHours: number | null;
  /** Commute a day at most, in whole minutes. */
  readonly dailyCommuteMinutes: number | null;
  /** No work after this hour o'clock on a weekday. */
  readonly latestWorkHour: number | null;
  /** Days without work a week. */
  readonly daysOff: number | null;
}

/** What a person has until they set a limit. */
export const NO_LIMITS: PersonalLimits = {
  weeklyWorkHours: null,
  dailyCommuteMinutes: null,
  latestWorkHour: null,
  daysOff: null,
};

/**
 * What the settings offer when a limit is switched on: the 40-hour week of the WHO/ILO study's reference
 * group (35 to 40 hours), an hour's commute a day, evenings free from 19:00, and a two-day weekend.
 */
export const SUGGESTED_LIMITS = {
  weeklyWorkHours: 40,
  dailyCommuteMinutes: 60,
  latestWorkHour: 19,
  daysOff: 2,
} as const satisfies Record<keyof PersonalLimits, number>;

/** The values a person may choose. */
export const LIMIT_RANGES = {
  weeklyWorkHours: { fewest: 1, most: 100 },
  dailyCommuteMinutes: { fewest: 5, most: 600 },
  latestWorkHour: { fewest: 12, most: 23 },
  daysOff: { fewest: 1, most: 6 },
} as const satisfies Record<keyof PersonalLimits, { fewest: number; most: number }>;

/** Work after the latest hour counts once it is more than this: a timer stopped a minute late is not late work. */
export const LATE_WORK_GRACE_MINUTES = 5;

const WHAT_EACH_IS: Record<keyof PersonalLimits, { name: string; unit: string; step: number; stepName: string }> = {
  weeklyWorkHours: { name: 'Work a week', unit: 'hours', step: 0.5, stepName: 'in half hours' },
  dailyCommuteMinutes: { name: 'Commute a day', unit: 'minutes', step: 1, stepName: 'in whole minutes' },
  latestWorkHour: { name: 'The latest hour to work', unit: "o'clock", step: 1, stepName: 'a whole hour' },
  daysOff: { name: 'Days off a week', unit: 'days', step: 1, stepName: 'whole days' },
};

/** A sentence saying what is wrong with the first limit that cannot be kept, or null when all can. */
export function limitsRefusal(limits: PersonalLimits): string | null {
  for (const key of Object.keys(WHAT_EACH_IS) as (keyof PersonalLimits)[]) {
    const value = limits[key];
    if (value === null) continue;
    const { fewest, most } = LIMIT_RANGES[key];
    const { name, unit, step, stepName } = WHAT_EACH_IS[key];
    if (!Number.isFinite(value) || value < fewest || value > most || !Number.isInteger(value / step)) {
      return `${name} must be from ${fewest} to ${most} ${unit}, ${stepName}.`;
    }
  }
  return null;
}

/** One local day of the week, as the limits read it. */
export interface LimitDay {
  readonly date: string;
  /** Monday to Friday. */
  readonly isWeekday: boolean;
  readonly workMs: number;
  readonly commuteMs: number;
  /** Work on that date between the latest hour and midnight. */
  readonly workAfterLatestHourMs: number;
}

export interface LimitsProgress {
  readonly weeklyWork: { readonly limitHours: number; readonly workedMs: number; readonly crossed: boolean } | null;
  readonly dailyCommute: {
    readonly limitMinutes: number;
    readonly daysOver: readonly string[];
    readonly crossed: boolean;
  } | null;
  readonly latestWorkHour: {
    readonly hour: number;
    readonly lateDays: readonly string[];
    readonly crossed: boolean;
  } | null;
  readonly daysOff: { readonly wanted: number; readonly daysWorked: number; readonly crossed: boolean } | null;
}

/**
 * How a week's days measure up against each limit the person set (null for one they did not). A limit
 * is crossed by more work than it allows, a day of more commute, a weekday with late work, or more days
 * with work than the days off leave.
 */
export function limitsProgress(limits: PersonalLimits, days: readonly LimitDay[]): LimitsProgress {
  const workedMs = days.reduce((total, day) => total + day.workMs, 0);
  const daysWorked = days.filter((day) => day.workMs > 0).length;
  return {
    weeklyWork:
      limits.weeklyWorkHours === null
        ? null
        : { limitHours: limits.weeklyWorkHours, workedMs, crossed: workedMs > limits.weeklyWorkHours * HOUR_MS },
    dailyCommute: whenSet(limits.dailyCommuteMinutes, (limitMinutes) => {
      const daysOver = days.filter((day) => day.commuteMs > limitMinutes * MINUTE_MS).map((day) => day.date);
      return { limitMinutes, daysOver, crossed: daysOver.length > 0 };
    }),
    latestWorkHour: whenSet(limits.latestWorkHour, (hour) => {
      const lateDays = days
        .filter((day) => day.isWeekday && day.workAfterLatestHourMs > LATE_WORK_GRACE_MINUTES * MINUTE_MS)
        .map((day) => day.date);
      return { hour, lateDays, crossed: lateDays.length > 0 };
    }),
    daysOff: whenSet(limits.daysOff, (wanted) => ({
      wanted,
      daysWorked,
      crossed: daysWorked > DAYS_PER_WEEK - wanted,
    })),
  };
}

function whenSet<T>(value: number | null, progress: (value: number) => T): T | null {
  return value === null ? null : progress(value);
}
