// Which weeks say enough about themselves to be judged (docs/decisions.md, "A week is judged on three
// tracked days"): only they can earn Balanced Week or give a person a figure in a challenge.

/** How many of a week's local days must hold tracked time before the week is judged. */
export const TRACKED_DAYS_TO_JUDGE_A_WEEK = 3;

/** Whether a week whose sessions fall on this many of its local days is judged. */
export function isJudgedWeek(trackedDays: number): boolean {
  return trackedDays >= TRACKED_DAYS_TO_JUDGE_A_WEEK;
}
