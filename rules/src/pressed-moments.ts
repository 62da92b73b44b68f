// When a press kept on a device counts (issue 28): with no connection, Start and Stop are kept as
// commands with the moment they were pressed, and sent when the connection returns. The server takes
// that moment as the timer's start or end when it lies within the bounds a moment typed by hand would
// have to (a start: rules/src/running-timer-start.ts), with room for the device's clock running a
// little ahead of or behind the server's: a moment out of bounds by no more than the tolerance is taken
// as the bound it missed.
import {
  type RunningStartContext,
  type RunningStartRefusal,
  runningStartBounds,
  runningStartRefusal,
} from './running-timer-start';

/**
 * How far a device's clock may disagree with the server's and its presses still be taken as meant. A
 * clock set by the network is within a second; one set by hand is often a minute or so out.
 */
export const CLOCK_SKEW_TOLERANCE_SECONDS = 120;

const TOLERANCE_MS = CLOCK_SKEW_TOLERANCE_SECONDS * 1000;

/** When a timer whose Start was pressed offline starts, or why it does not. */
export type PressedStart = { readonly startMs: number } | { readonly refusal: RunningStartRefusal };

/** Why a pressed Stop cannot end the running timer: it was pressed before the timer started, or in the future. */
export type PressedStopRefusal = 'not-after-start' | 'in-the-future';

/** When a running timer whose Stop was pressed offline ends, or why it does not. */
export type PressedStop = { readonly stopMs: number } | { readonly refusal: PressedStopRefusal };

/**
 * A Start pressed at `pressedMs`: the timer starts then, if a running timer may have started then; a
 * moment up to the tolerance after now is taken as now, and one up to the tolerance before the previous
 * session's end as that end (the two clocks disagree, the person did not). The forgotten-timer limit has
 * no such room: it is hours, not seconds.
 */
export function pressedStart(pressedMs: number, context: RunningStartContext): PressedStart {
  const bounds = runningStartBounds(context);
  if (pressedMs > bounds.latestMs && pressedMs - bounds.latestMs <= TOLERANCE_MS) return { startMs: bounds.latestMs };
  const missedPrevious = bounds.earliestBecause === 'previous-session' && pressedMs < bounds.earliestMs;
  if (missedPrevious && bounds.earliestMs - pressedMs <= TOLERANCE_MS) return { startMs: bounds.earliestMs };
  const refusal = runningStartRefusal(pressedMs, context);
  return refusal === null ? { startMs: pressedMs } : { refusal };
}

/**
 * A Stop pressed at `pressedMs` for a timer running since `startMs`: it ends then, if that is after the
 * start and not in the future; a moment up to the tolerance after now is taken as now. A Stop pressed at
 * or before the start is refused whatever the tolerance: it was meant for another timer (one that
 * another device stopped, or a start this device's queue lost), or the session would last no time.
 */
export function pressedStop(pressedMs: number, { startMs, nowMs }: { startMs: number; nowMs: number }): PressedStop {
  if (pressedMs > nowMs) return pressedMs - nowMs <= TOLERANCE_MS ? { stopMs: nowMs } : { refusal: 'in-the-future' };
  if (pressedMs <= startMs) return { refusal: 'not-after-start' };
  return { stopMs: pressedMs };
}
