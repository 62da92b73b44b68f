// The three achievements' rules (docs/achievements.md), as a pure function of a person's local days:
// what they have earned, and for which day or week, given their history as it is now. Only days that
// have ended count: `today` is the person's local date at evaluation time.
import { UNPLUGGED_EVENINGS_NEEDED } from '@pause/rules/achievements';
import { addDays, mondayOf } from '#src/shared/time/calendar';
import { isBalancedWeek } from '#src/modules/analytics/weekly-life-percentages';
import type { AchievementType } from './achievements.events';

export interface DayFacts {
  /** The local calendar date, YYYY-MM-DD. */
  readonly date: string;
  readonly workMs: number;
  readonly commuteMs: number;
  /** Work from EVENING_STARTS_AT_HOUR (rules/src/evening.ts) to midnight, local time. */
  readonly eveningWorkMs: number;
  /** How many tracked sessions touched the day. */
  readonly sessions: number;
}

export interface EarnedAchievement {
  readonly achievementType: AchievementType;
  /** The day (or, for balanced_week, the Monday of the week) that first earned it. */
  readonly earnedFor: string;
}

export function earnedAchievements(days: readonly DayFacts[], today: string): EarnedAchievement[] {
  const ended = [...days].filter((day) => day.date < today).sort((a, b) => a.date.localeCompare(b.date));
  const earned: EarnedAchievement[] = [];
  const balancedWeek = firstBalancedWeek(ended, today);
  if (balancedWeek) earned.push({ achievementType: 'balanced_week', earnedFor: balancedWeek });
  const commuteFree = ended.find((day) => day.workMs > 0 && day.commuteMs === 0);
  if (commuteFree) earned.push({ achievementType: 'commute_free_day', earnedFor: commuteFree.date });
  const unplugged = fifthUnpluggedEvening(ended);
  if (unplugged) earned.push({ achievementType: 'unplugged_evening', earnedFor: unplugged });
  return earned;
}

/**
 * The first Monday-to-Sunday week that has ended and that the one week rule calls balanced: judged
 * (enough tracked days) with a balanced life share of its 168 hours, as the dial says of a week.
 */
function firstBalancedWeek(ended: readonly DayFacts[], today: string): string | undefined {
  const weeks = new Map<string, { workMs: number; commuteMs: number; trackedDays: number }>();
  for (const day of ended) {
    const monday = mondayOf(day.date);
    const week = weeks.get(monday) ?? { workMs: 0, commuteMs: 0, trackedDays: 0 };
    week.workMs += day.workMs;
    week.commuteMs += day.commuteMs;
    if (day.workMs + day.commuteMs > 0) week.trackedDays += 1;
    weeks.set(monday, week);
  }
  return [...weeks.keys()].sort().find((monday) => addDays(monday, 6) < today && isBalancedWeek(weeks.get(monday)!));
}

/** The fifth of five consecutive days, each with a session and no evening work. */
function fifthUnpluggedEvening(ended: readonly DayFacts[]): string | undefined {
  let streak = 0;
  let previous: string | undefined;
  for (const day of ended) {
    const unplugged = day.sessions > 0 && day.eveningWorkMs === 0;
    const consecutive = previous !== undefined && addDays(previous, 1) === day.date;
    streak = unplugged ? (consecutive ? streak + 1 : 1) : 0;
    previous = day.date;
    if (streak === UNPLUGGED_EVENINGS_NEEDED) return day.date;
  }
  return undefined;
}
