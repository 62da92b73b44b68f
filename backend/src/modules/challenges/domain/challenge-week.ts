// Which weeks a challenge may be about: this week or one ahead, up to a year out.
import { type DatedMessage, dated, week } from '#src/shared/deciders/dated-message';
import { addDays } from '#src/shared/time/calendar';

export const MAX_WEEKS_AHEAD = 52;

/** Why this Monday cannot be challenged for, or null when it can. Dates are YYYY-MM-DD Mondays. */
export function challengeWeekProblem(weekStart: string, currentWeekStart: string): DatedMessage | null {
  if (weekStart < currentWeekStart) {
    return dated`The week of ${week(weekStart)} has already begun or passed; challenge a friend for this week (${week(currentWeekStart)}) or a later one.`;
  }
  if (weekStart > addDays(currentWeekStart, 7 * MAX_WEEKS_AHEAD)) {
    return dated`A challenge can be set at most ${MAX_WEEKS_AHEAD} weeks ahead.`;
  }
  return null;
}
