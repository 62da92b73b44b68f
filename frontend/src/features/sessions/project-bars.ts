// The "By project" card's figures: each project's total, and how long its work and commute bars are
// beside the project with the most hours (the longest bar fills the row).
import type { ProjectTotal } from '@/features/sessions/api/get-project-totals';

export type ProjectBar = {
  /** null for the sessions that name no project. */
  project: string | null;
  workHours: number;
  commuteHours: number;
  totalHours: number;
  sessions: number;
  /** Percentages of the row's width. */
  workWidth: number;
  commuteWidth: number;
};

/** Whether any session of the period names a project: without one, the card has nothing to tell. */
export function namesAProject(totals: readonly ProjectTotal[]): boolean {
  return totals.some((total) => total.project !== null);
}

/** The rows in the order the API gives them (most hours first, no project last). */
export function projectBars(totals: readonly ProjectTotal[]): ProjectBar[] {
  const longest = Math.max(0, ...totals.map((total) => total.workHours + total.commuteHours));
  const width = (hours: number) => (longest === 0 ? 0 : (hours / longest) * 100);
  return totals.map(({ project, workHours, commuteHours, sessions }) => ({
    project,
    workHours,
    commuteHours,
    totalHours: workHours + commuteHours,
    sessions,
    workWidth: width(workHours),
    commuteWidth: width(commuteHours),
  }));
}
