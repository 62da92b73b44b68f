// Which motivational reminder, if any, suits this moment (spec §4, thresholds
// in §9). The first rule that matches wins.
import { balanceTone } from '../../lib/balance-score';
import { elapsedSecondsSince } from '../../lib/elapsed-seconds';
import type { SessionType } from '../../lib/session-type';

export type ReminderKind = 'long-session' | 'take-a-break' | 'evening' | 'end-of-day' | 'balanced';

const LONG_SESSION_MINUTES = 120;
const TAKE_A_BREAK_MINUTES = 90;
/** Evening begins at 18:00 local time. */
const EVENING_HOUR = 18;
/** The end-of-day window closes at 20:00 local time (18:00 to 19:59 is inside). */
const END_OF_DAY_CLOSES_HOUR = 20;

/** The session the timer is running, as GET /api/timer/active answers it. */
export type RunningTimer = { type: SessionType; startTime: string };

type ReminderInput = {
  activeTimer: RunningTimer | null;
  /** Read in the browser's local time. */
  now: Date;
  /** This week's life share, or null while it is unknown. */
  weeklyLifePercentage: number | null;
};

export function reminderFor({ activeTimer, now, weeklyLifePercentage }: ReminderInput): ReminderKind | null {
  const hour = now.getHours();

  if (activeTimer) {
    // Only work sessions earn a nudge; a commute is not something to pause.
    if (activeTimer.type !== 'work') return null;
    const minutes = elapsedSecondsSince(activeTimer.startTime, now.getTime()) / 60;
    if (minutes >= LONG_SESSION_MINUTES) return 'long-session';
    if (minutes >= TAKE_A_BREAK_MINUTES) return 'take-a-break';
    if (hour >= EVENING_HOUR) return 'evening';
    return null;
  }

  if (hour >= EVENING_HOUR && hour < END_OF_DAY_CLOSES_HOUR) return 'end-of-day';
  // A week the dial calls Balanced is one worth celebrating.
  if (weeklyLifePercentage !== null && balanceTone(weeklyLifePercentage) === 'balanced') return 'balanced';
  return null;
}
