// No session lasts longer than a day (issue 16): the server refuses to save a longer one, whether timed,
// added, corrected or imported, and a timer left running past it cannot simply be stopped.

export const LONGEST_SESSION_HOURS = 24;

export const LONGEST_SESSION_MS = LONGEST_SESSION_HOURS * 60 * 60 * 1000;

/** Whether a session from startMs to endMs (milliseconds since the epoch) runs past the longest a session may. */
export function exceedsLongestSession(startMs: number, endMs: number): boolean {
  return endMs - startMs > LONGEST_SESSION_MS;
}
