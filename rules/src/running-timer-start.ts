// When a running timer may say it started (issue 27): a person who pressed Start late moves the start
// of the timer they are running, and (later) an offline timer says when its Start was pressed. Either
// way the start lies between the end of the person's previous saved session, or their "Still working?"
// limit ago, whichever is later, and now.

const HOUR_MS = 60 * 60 * 1000;

/** What the start of a running timer is judged against. */
export interface RunningStartContext {
  readonly nowMs: number;
  /** The person's forgotten-timer limit (rules/src/forgotten-timer.ts): no start lies further back. */
  readonly limitHours: number;
  /** When the person's latest saved session ended; null when they have none (or it is not known here). */
  readonly previousSessionEndMs: number | null;
}

/** The earliest and the latest a running timer may have started, and which rule sets the earliest. */
export interface RunningStartBounds {
  readonly earliestMs: number;
  readonly latestMs: number;
  readonly earliestBecause: 'limit' | 'previous-session';
}

/** Why a start is refused: it has not happened yet, it overlaps the previous session, or it lies past the limit. */
export type RunningStartRefusal = 'in-the-future' | 'before-previous-session' | 'beyond-limit';

export function runningStartBounds(context: RunningStartContext): RunningStartBounds {
  const limitEarliestMs = context.nowMs - context.limitHours * HOUR_MS;
  const previousEndMs = context.previousSessionEndMs;
  if (previousEndMs !== null && previousEndMs >= limitEarliestMs) {
    return { earliestMs: previousEndMs, latestMs: context.nowMs, earliestBecause: 'previous-session' };
  }
  return { earliestMs: limitEarliestMs, latestMs: context.nowMs, earliestBecause: 'limit' };
}

/**
 * Why a running timer may not have started at `startMs`, or null when it may. A start too early is
 * refused for the later of the two bounds, the one a person must move past anyway.
 */
export function runningStartRefusal(startMs: number, context: RunningStartContext): RunningStartRefusal | null {
  const bounds = runningStartBounds(context);
  if (startMs > bounds.latestMs) return 'in-the-future';
  if (startMs < bounds.earliestMs) {
    return bounds.earliestBecause === 'previous-session' ? 'before-previous-session' : 'beyond-limit';
  }
  return null;
}
