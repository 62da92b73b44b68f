// "Still working?" (issue 16): after how many hours a running timer asks whether the person is still at
// it, which limits a person may choose, and when the question is due.
import { LONGEST_SESSION_HOURS } from './longest-session';

/** The limit a person has until they choose another. */
export const DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS = 10;

/**
 * The limits a person may choose, in whole hours: from one hour up to the longest a session may last,
 * past which the timer cannot simply be stopped anyway.
 */
export const FORGOTTEN_TIMER_LIMIT_HOURS = { fewest: 1, most: LONGEST_SESSION_HOURS } as const;

/** A running timer as the poll answers it: when it started and when the person last said "Keep it running". */
export interface RunningTimer {
  readonly startTime: string;
  readonly confirmedAt?: string | null;
}

/** Due once the timer has run the limit since it started, or since the person last kept it running. */
export function isStillWorkingDue(timer: RunningTimer, limitHours: number, nowMs: number): boolean {
  return (
    nowMs >=
    stillWorkingDueAtMs(
      Date.parse(timer.startTime),
      timer.confirmedAt == null ? null : Date.parse(timer.confirmedAt),
      limitHours,
    )
  );
}

/** The instant the question falls due: a full limit after the start, or after the last "Keep it running". */
export function stillWorkingDueAtMs(startedAtMs: number, confirmedAtMs: number | null, limitHours: number): number {
  return (confirmedAtMs ?? startedAtMs) + limitHours * 60 * 60 * 1000;
}
