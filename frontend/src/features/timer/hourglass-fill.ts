// How full the hourglass looks: one hour of session fills it completely.

const IDLE_HOURGLASS_FILL = 10;
const SECONDS_PER_HOUR = 3600;

/** Percentage 0-100; `null` means no session is running. */
export function hourglassFillPercent(elapsedSeconds: number | null): number {
  if (elapsedSeconds === null) return IDLE_HOURGLASS_FILL;
  const percent = (elapsedSeconds / SECONDS_PER_HOUR) * 100;
  return Math.min(100, Math.max(0, percent));
}
