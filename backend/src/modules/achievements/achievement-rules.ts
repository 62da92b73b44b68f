// The three achievements' rules (docs/achievements.md), as a pure function of a person's local days.
// Only days that have ended count: `today` is the person's local date at evaluation time.
import { addDays, mondayOf } from '../../shared/time/calendar';
import type { AchievementType } from './achievements.events';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §4 and §9: a share of life of 60% or more is balanced (the frontend spells it the same way). */
export const BALANCED_LIFE_SHARE = 60;
const UNPLUGGED_EVENINGS_NEEDED = 5;

/** Whether what work and commute leave of a day's 24 hours is a balanced share of life (integers: no rounding at 60%). */
function isBalancedDay(day: Pick<DayFacts, 'workMs' | 'commuteMs'>): boolean {
  return (DAY_MS - day.workMs - day.commuteMs) * 100 >= BALANCED_LIFE_SHARE * DAY_MS;
}

export interface DayFacts {
  /** The local calendar date, YYYY-MM-DD. */
  readonly date: string;
  readonly workMs: number;
  readonly commuteMs: number;
  /** Work between 18:00 and midnight, local time. */
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

/** A Monday-to-Sunday week that has ended, has a session, and keeps every day at 60% life or more. */
function firstBalancedWeek(ended: readonly DayFacts[], today: string): string | undefined {
  const byDate = new Map(ended.map((day) => [day.date, day]));
  const weeks = [...new Set(ended.filter((day) => day.sessions > 0).map((day) => mondayOf(day.date)))].sort();
  return weeks.find((monday) => {
    if (addDays(monday, 6) >= today) return false;
    return Array.from({ length: 7 }, (_, offset) => byDate.get(addDays(monday, offset))).every(
      (day) => !day || isBalancedDay(day),
    );
  });
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
