// Query keys for the limits feature, all under `all`: the person's limits, a week's health, the
// four-month averages, and the weekly digests. Saving limits refreshes everything under `all`; a saved
// session refreshes the figures through their meta (`dependsOn: ['sessions']`).

export const limitsKeys = {
  all: ['limits'] as const,
  limits: () => [...limitsKeys.all, 'limits'] as const,
  week: (weekStart: string) => [...limitsKeys.all, 'week', weekStart] as const,
  averageWeek: (from: string, to: string) => [...limitsKeys.all, 'average-week', from, to] as const,
  digest: () => [...limitsKeys.all, 'digest'] as const,
  digests: () => [...limitsKeys.all, 'digests'] as const,
};
