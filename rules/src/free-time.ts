// Free time, as the health thresholds count it: every moment that is neither work nor commute. The rest
// rules (health-thresholds.ts) ask for the longest unbroken run of it inside a stretch of time.

/** A span of tracked time, in milliseconds since the epoch: [startMs, endMs). */
export interface BusySpan {
  readonly type: 'work' | 'commute';
  readonly startMs: number;
  readonly endMs: number;
}

/** A run of free time: [fromMs, untilMs), `ms` long. */
export interface FreeRun {
  readonly fromMs: number;
  readonly untilMs: number;
  readonly ms: number;
}

/** A stretch of time covered by spans with no gap between them. */
export interface BusyStretch {
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * The spans' union as stretches in time order: spans that overlap or touch become one stretch; when
 * `bridgedGapMs` is given, so do stretches separated by less than it.
 */
export function busyStretches(spans: readonly BusySpan[], bridgedGapMs = 0): BusyStretch[] {
  const ordered = spans.filter((span) => span.endMs > span.startMs).sort((a, b) => a.startMs - b.startMs);
  const stretches: { startMs: number; endMs: number }[] = [];
  for (const span of ordered) {
    const last = stretches[stretches.length - 1];
    if (last && span.startMs - last.endMs < Math.max(bridgedGapMs, 1)) last.endMs = Math.max(last.endMs, span.endMs);
    else stretches.push({ startMs: span.startMs, endMs: span.endMs });
  }
  return stretches;
}

/**
 * The longest run of free time inside [fromMs, untilMs), cut at both ends (the first when two are as
 * long); `ms` 0 when there is none.
 */
export function longestFreeRun(stretches: readonly BusyStretch[], fromMs: number, untilMs: number): FreeRun {
  let longest: FreeRun = { fromMs, untilMs: fromMs, ms: 0 };
  let cursor = fromMs;
  // Every run considered ends at or before untilMs: at a stretch that starts inside, or at untilMs.
  const consider = (until: number) => {
    if (until - cursor > longest.ms) longest = { fromMs: cursor, untilMs: until, ms: until - cursor };
  };
  for (const stretch of stretches) {
    if (stretch.endMs <= cursor) continue;
    if (stretch.startMs >= untilMs) break;
    consider(stretch.startMs);
    cursor = Math.max(cursor, stretch.endMs);
    if (cursor >= untilMs) return longest;
  }
  consider(untilMs);
  return longest;
}
