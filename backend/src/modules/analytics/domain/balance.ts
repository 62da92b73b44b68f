// The balance arithmetic of spec §4 and §9 on the server's figures: hours from tracked milliseconds, what
// work and commute leave of a period's hours, and how a week is judged. The rules themselves (a day's 24
// hours, the balance score, the bands, the tracked days a judged week needs) are the rules workspace's.
// "So far" (docs/decisions.md): a period not yet over counts as life only the hours already lived.
import { addDays, daysBetweenInclusive } from '#src/shared/time/calendar';
import { hoursFromMs } from '#src/shared/time/hours';
import { balanceBand } from '@pause/rules/balance-bands';
import { balanceScore } from '@pause/rules/balance-score';
import { isJudgedWeek } from '@pause/rules/judged-week';
import { HOURS_PER_DAY, HOURS_PER_WEEK } from '@pause/rules/week';

/** Where a person stands in their own calendar: the local date, and the wall-clock hours since its midnight. */
export interface LocalNow {
  readonly date: string;
  readonly hourOfDay: number;
}

/**
 * How many of a period's hours a person has lived by `now`: every day before today its 24 hours, today
 * the hours its wall clock shows; all of them once the period has ended, none before it begins.
 */
export function hoursLived(firstDate: string, lastDate: string, now: LocalNow): number {
  if (now.date > lastDate) return daysBetweenInclusive(firstDate, lastDate) * HOURS_PER_DAY;
  if (now.date < firstDate) return 0;
  const hours = (daysBetweenInclusive(firstDate, now.date) - 1) * HOURS_PER_DAY + now.hourOfDay;
  return Math.round(hours * 10_000) / 10_000;
}

/** A period's hours and life share, as every analytics answer gives them. */
export interface PeriodBalance {
  readonly workHours: number;
  readonly commuteHours: number;
  readonly lifeHours: number;
  readonly lifePercentage: number;
}

/**
 * Spec §4's formula over the hours a period counts (all of them, or those lived so far): life is what
 * work and commute leave of them, and its share is life over work, commute and life together.
 */
export function periodBalance(hoursCounted: number, workMs: number, commuteMs: number): PeriodBalance {
  const workHours = hoursFromMs(workMs);
  const commuteHours = hoursFromMs(commuteMs);
  const hours = { workHours, commuteHours, lifeHours: lifeHours(hoursCounted, workHours, commuteHours) };
  return { ...hours, lifePercentage: balanceScore(hours) };
}

/**
 * How a week's figure reads: under way (so far), ended and judged, ended with too few tracked days to
 * judge (rules/src/judged-week.ts), or not begun.
 */
export type WeekStanding = 'in_progress' | 'judged' | 'not_judged' | 'not_begun';

export function weekStanding(weekStart: string, trackedDays: number, today: string): WeekStanding {
  if (today < weekStart) return 'not_begun';
  if (today <= addDays(weekStart, 6)) return 'in_progress';
  return isJudgedWeek(trackedDays) ? 'judged' : 'not_judged';
}

/** What work and commute leave of a period's hours; never below zero (a 25-hour day can hold 25 hours of work). */
export function lifeHours(periodHours: number, workHours: number, commuteHours: number): number {
  return Math.max(0, Math.round((periodHours - workHours - commuteHours) * 10_000) / 10_000);
}

/** A day's balance score: its life share of 24 hours, 0 to 100. */
export function dayBalanceScore(workHours: number, commuteHours: number): number {
  return balanceScore({ workHours, commuteHours, lifeHours: lifeHours(HOURS_PER_DAY, workHours, commuteHours) });
}

/** What a week held: its work and commute, and on how many of its local days any was tracked. */
export interface WeekTotals {
  readonly workMs: number;
  readonly commuteMs: number;
  readonly trackedDays: number;
}

/**
 * A week's life percentage as Balanced Week, challenges and the dial judge it, or null when the week is
 * not judged (rules/src/judged-week.ts: too few tracked days): such a week earns no badge, wins no
 * challenge, and is called neither balanced nor not.
 */
export function judgedWeekLifePercentage(week: WeekTotals): number | null {
  if (!isJudgedWeek(week.trackedDays)) return null;
  return comparableWeekLifePercentage(week.workMs, week.commuteMs);
}

/** Whether a week is judged and keeps a balanced share (rules/src/balance-bands.ts) of its 168 hours for life. */
export function isBalancedWeek(week: WeekTotals): boolean {
  const percentage = judgedWeekLifePercentage(week);
  return percentage !== null && balanceBand(percentage) === 'balanced';
}

/**
 * A week's life percentage for comparing people, or null when nothing was tracked that week: a week
 * without sessions says nothing about balance, so it tops no leaderboard. Over the whole week's hours,
 * or over those lived so far for the week under way.
 */
export function comparableWeekLifePercentage(
  workMs: number,
  commuteMs: number,
  hoursCounted: number = HOURS_PER_WEEK,
): number | null {
  if (workMs + commuteMs === 0) return null;
  return periodBalance(hoursCounted, workMs, commuteMs).lifePercentage;
}
