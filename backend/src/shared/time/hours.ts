// Hours as the API answers them, from the milliseconds the read models count.

const MS_PER_HOUR = 60 * 60 * 1000;

/**
 * Hours to four decimals (a third of a second): a session of a few seconds still counts, so the web app
 * can show it in minutes rather than as nothing (issue 15). The screen rounds further (spec §9).
 */
export function hoursFromMs(ms: number): number {
  return Math.round((ms / MS_PER_HOUR) * 10_000) / 10_000;
}
