// Which motivational reminder suits a moment (spec §4, thresholds in §9): the first rule that matches wins.
import { balanceBand } from './balance-bands';
import { isEvening } from './evening';

export type ReminderKind = 'long-session' | 'take-a-break' | 'evening' | 'end-of-day' | 'balanced';

/** A work session this many minutes long suggests a break... */
export const TAKE_A_BREAK_AFTER_MINUTES = 90;

/** ...and from this many minutes, it is a long session. */
export const LONG_SESSION_AFTER_MINUTES = 120;

/** With no timer running, the end of the day is spoken of from the evening's start until this hour. */
export const END_OF_DAY_UNTIL_HOUR = 20;

export interface ReminderMoment {
  /** The timer running now, with how long it has run; null when none runs. */
  readonly runningTimer: { readonly type: 'work' | 'commute'; readonly minutes: number } | null;
  /** The hour on the person's own clock, 0 to 23. */
  readonly localHour: number;
  /** This week's life share, or null while it is unknown. */
  readonly weeklyLifePercentage: number | null;
}

export function reminderAt({ runningTimer, localHour, weeklyLifePercentage }: ReminderMoment): ReminderKind | null {
  if (runningTimer) {
    // Only work sessions earn a nudge; a commute is not something to pause.
    if (runningTimer.type !== 'work') return null;
    if (runningTimer.minutes >= LONG_SESSION_AFTER_MINUTES) return 'long-session';
    if (runningTimer.minutes >= TAKE_A_BREAK_AFTER_MINUTES) return 'take-a-break';
    return isEvening(localHour) ? 'evening' : null;
  }
  if (isEvening(localHour) && localHour < END_OF_DAY_UNTIL_HOUR) return 'end-of-day';
  // A week the dial calls Balanced is one worth celebrating.
  if (weeklyLifePercentage !== null && balanceBand(weeklyLifePercentage) === 'balanced') return 'balanced';
  return null;
}
