// "Still working?": when a running timer has been left longer than the person's limit, and the end
// it suggests for a forgotten session. Times are milliseconds since the epoch.

/** The limit a person has until they choose another (hours, 1 to 24). */
export const DEFAULT_LIMIT_HOURS = 10;

/** The server refuses a plain stop, and any session, longer than this. */
export const LONGEST_SESSION_MS = 24 * 3_600_000;

export type RunningTimer = { startTime: string; confirmedAt?: string | null };

/** Past the limit since it started, or since the person last said "Keep it running". */
export function isStillWorkingDue(timer: RunningTimer, limitHours: number, nowMs: number): boolean {
  const since = Date.parse(timer.confirmedAt ?? timer.startTime);
  return nowMs - since >= limitHours * 3_600_000;
}

/** A plain stop now would be refused: the timer has run more than 24 hours. */
export function hasRunPastLongestSession(timer: Pick<RunningTimer, 'startTime'>, nowMs: number): boolean {
  return nowMs - Date.parse(timer.startTime) > LONGEST_SESSION_MS;
}

/**
 * The end to offer: when the person last used Pause on this device, if that falls while the timer
 * ran; otherwise the moment the limit was reached. Never later than now, nor than 24 hours after
 * the start (the longest session the server saves).
 */
export function suggestedEndMs(
  timer: RunningTimer,
  lastUseMs: number | null,
  limitHours: number,
  nowMs: number,
): number {
  const startMs = Date.parse(timer.startTime);
  const latest = Math.min(nowMs, startMs + LONGEST_SESSION_MS);
  const usedWhileRunning = lastUseMs !== null && lastUseMs > startMs && lastUseMs <= nowMs;
  const suggestion = usedWhileRunning ? lastUseMs : startMs + limitHours * 3_600_000;
  return Math.min(suggestion, latest);
}
