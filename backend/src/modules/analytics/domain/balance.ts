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

/**
 * A week's life percentage for comparing people, or null when nothing was tracked that week: a week
 * without sessions says nothing about balance, so it neither wins a challenge nor tops a leaderboard.
 */
export function comparableWeekLifePercentage(workMs: number, commuteMs: number): number | null {
  if (workMs + commuteMs === 0) return null;
  const workHours = hoursFromMs(workMs);
  const commuteHours = hoursFromMs(commuteMs);
  return lifePercentage(workHours, commuteHours, lifeHours(HOURS_PER_WEEK, workHours, commuteHours));
}
