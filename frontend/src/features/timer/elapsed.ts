// Elapsed time of a running session, computed from its start, never counted up.

export function elapsedSecondsSince(startTime: string, nowMs: number): number {
  const start = Date.parse(startTime);
  if (Number.isNaN(start)) return 0;
  // A server clock slightly ahead of the browser must not show negative time.
  return Math.max(0, Math.floor((nowMs - start) / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** HH:MM:SS; hours keep growing past 99 rather than wrapping. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours, minutes, seconds % 60].map(twoDigits).join(':');
}
