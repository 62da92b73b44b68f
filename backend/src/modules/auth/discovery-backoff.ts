// How long to wait before asking an unreachable provider for its discovery document again: doubling
// from one second up to a minute, so a provider that restarts is found quickly and one that is down
// for hours costs a request a minute.
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 60_000;

/** @param failures how many attempts in a row have failed (1 after the first) */
export function discoveryRetryDelayMs(failures: number): number {
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
}
