// The balance arithmetic of spec §4 and §9: a day has 24 hours and a week 168; life is what work and
// commute leave over; percentages are rounded.
const HOURS_PER_DAY = 24;
export const HOURS_PER_WEEK = 7 * HOURS_PER_DAY;
const MS_PER_HOUR = 60 * 60 * 1000;

/**
 * Hours to four decimals (a third of a second): a session of a few seconds still counts, so the web app
 * can show it in minutes rather than as nothing (issue 15). The screen rounds further (spec §9).
 */
export function hoursFromMs(ms: number): number {
  return Math.round((ms / MS_PER_HOUR) * 10_000) / 10_000;
}

/** What work and commute leave of a period's hours; never below zero (a 25-hour day can hold 25 hours of work). */
export function lifeHours(periodHours: number, workHours: number, commuteHours: number): number {
  return Math.max(0, Math.round((periodHours - workHours - commuteHours) * 10_000) / 10_000);
}

/** Life hours over work + commute + life, rounded; 0 when that total is 0. */
export function lifePercentage(workHours: number, commuteHours: number, life: number): number {
  const total = workHours + commuteHours + life;
  return total === 0 ? 0 : Math.round((life / total) * 100);
}

/** A day's balance score: its life share of 24 hours, 0 to 100. */
export function balanceScore(workHours: number, commuteHours: number): number {
  return lifePercentage(workHours, commuteHours, lifeHours(HOURS_PER_DAY, workHours, commuteHours));
}

/** Spec §4 and §9: a share of life of 60% or more is balanced (the frontend spells it the same way). */
export const BALANCED_LIFE_SHARE = 60;

/**
 * How many of a week's local days must hold tracked time before the week is judged (docs/decisions.md,
 * "A week is judged on three tracked days"): fewer say too little about a week to call it balanced.
 */
export const TRACKED_DAYS_TO_JUDGE_A_WEEK = 3;

/** What a week held: its work and commute, and on how many of its local days any was tracked. */
export interface WeekTotals {
  readonly workMs: number;
  readonly commuteMs: number;
  readonly trackedDays: number;
}

/**
 * A week's life percentage as Balanced Week, challenges and the dial judge it, or null when the week
 * has fewer than TRACKED_DAYS_TO_JUDGE_A_WEEK tracked days: such a week earns no badge, wins no
 * challenge, and is called neither balanced nor not.
 */
export function judgedWeekLifePercentage(week: WeekTotals): number | null {
  if (week.trackedDays < TRACKED_DAYS_TO_JUDGE_A_WEEK) return null;
  return comparableWeekLifePercentage(week.workMs, week.commuteMs);
}

/** Whether a week is judged and keeps a balanced share of its 168 hours for life. */
export function isBalancedWeek(week: WeekTotals): boolean {
  const percentage = judgedWeekLifePercentage(week);
  return percentage !== null && percentage >= BALANCED_LIFE_SHARE;
}

/**
 * A week's life percentage for comparing people, or null when nothing was tracked that week: a week
 * without sessions says nothing about balance, so it tops no leaderboard.
 */
export function comparableWeekLifePercentage(workMs: number, commuteMs: number): number | null {
  if (workMs + commuteMs === 0) return null;
  const workHours = hoursFromMs(workMs);
  const commuteHours = hoursFromMs(commuteMs);
  return lifePercentage(workHours, commuteHours, lifeHours(HOURS_PER_WEEK, workHours, commuteHours));
}
