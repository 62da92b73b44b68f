// Hour arithmetic of a day (its hours: rules/src/week.ts); how hours are written is lib/hours-format.ts.
import { HOURS_PER_DAY } from '@pause/rules/week';

/**
 * Rounds away the noise of floating-point arithmetic (24 - 14.4 is
 * 9.600000000000001) so a value sitting exactly on a threshold compares as
 * the number a person would write down.
 */
export function withoutFloatNoise(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Life hours left in one day once work and commute are taken out. */
export function dayLifeHours(workHours: number, commuteHours: number): number {
  return Math.max(0, withoutFloatNoise(HOURS_PER_DAY - workHours - commuteHours));
}

/** The share of one 24-hour day left for life, in percent (0 to 100). */
export function dayLifeShare(workHours: number, commuteHours: number): number {
  return withoutFloatNoise((dayLifeHours(workHours, commuteHours) / HOURS_PER_DAY) * 100);
}

/** Whether any work or commute time was recorded. */
export function hasTrackedTime(hours: { workHours: number; commuteHours: number }): boolean {
  return hours.workHours > 0 || hours.commuteHours > 0;
}
