// Query keys for the saved sessions, so nothing spells them twice.

export const sessionsKeys = {
  all: ['sessions'] as const,
  week: (weekStart: string) => [...sessionsKeys.all, 'week', weekStart] as const,
  projectTotals: (from: string, to: string) => [...sessionsKeys.all, 'project-totals', from, to] as const,
};
