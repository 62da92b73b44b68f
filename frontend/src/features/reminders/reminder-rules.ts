// Which motivational reminder, if any, suits this moment in the browser: the rule itself, its thresholds
// and the order its cases are tried in, is rules/src/reminders.ts; this reads the moment it is given.
import { type ReminderKind, reminderAt } from '@pause/rules/reminders';
import { elapsedSecondsSince } from '@/lib/elapsed-seconds';
import type { SessionType } from '@/lib/session-type';

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
  const runningTimer = activeTimer && {
    type: activeTimer.type,
    minutes: elapsedSecondsSince(activeTimer.startTime, now.getTime()) / 60,
  };
  return reminderAt({ runningTimer, localHour: now.getHours(), weeklyLifePercentage });
}
