// The end "Still working?" suggests for a forgotten session, in milliseconds since the epoch. When the
// question is due and which limits a person may choose: rules/src/forgotten-timer.ts; the longest a
// session may last: rules/src/longest-session.ts.
import type { RunningTimer } from '@pause/rules/forgotten-timer';
import { LONGEST_SESSION_MS } from '@pause/rules/longest-session';

const MS_PER_HOUR = 3_600_000;

/**
 * The end to offer: when the person last used Pause on this device, if that falls while the timer
 * ran; otherwise the moment the limit was reached. Never later than now, nor than the longest
 * session after the start (the longest the server saves).
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
  const suggestion = usedWhileRunning ? lastUseMs : startMs + limitHours * MS_PER_HOUR;
  return Math.min(suggestion, latest);
}
