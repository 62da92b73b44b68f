// How long a running session has run: computed from its start, never counted up. The timer shows
// it; the reminder rules judge it.

export function elapsedSecondsSince(startTime: string, nowMs: number): number {
  const start = Date.parse(startTime);
  if (Number.isNaN(start)) return 0;
  // A server clock slightly ahead of the browser must not show negative time.
  return Math.max(0, Math.floor((nowMs - start) / 1000));
}
