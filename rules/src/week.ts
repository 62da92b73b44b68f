// How Pause counts days and weeks (spec §9): a week runs Monday to Sunday, a day has 24 hours.

/**
 * Weeks start on Monday: weekday 1 as `Date#getDay` and `Date#getUTCDay` count (0 is Sunday). The
 * weekly-balance read model's SQL (`date_trunc('week')`, PostgreSQL's Monday weeks) counts the same way.
 */
export const WEEK_STARTS_ON_WEEKDAY = 1;

export const DAYS_PER_WEEK = 7;

export const HOURS_PER_DAY = 24;

export const HOURS_PER_WEEK = DAYS_PER_WEEK * HOURS_PER_DAY;

/** How many days the week had already run on a day of this weekday (0 on a Monday, 6 on a Sunday). */
export function daysSinceWeekStart(weekday: number): number {
  return (weekday - WEEK_STARTS_ON_WEEKDAY + DAYS_PER_WEEK) % DAYS_PER_WEEK;
}

/** Whether a day of this weekday starts a week. */
export function startsAWeek(weekday: number): boolean {
  return weekday === WEEK_STARTS_ON_WEEKDAY;
}
