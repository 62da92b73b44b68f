// Query keys for every analytics read, all under `all`. A stopped session refreshes them through
// their meta (`dependsOn: ['sessions']`, lib/query-dependencies.ts), not through these keys.

export const analyticsKeys = {
  all: ['analytics'] as const,
  weekly: (weekStart: string) => [...analyticsKeys.all, 'weekly', weekStart] as const,
  daily: (startDate: string, endDate: string) => [...analyticsKeys.all, 'daily', startDate, endDate] as const,
  monthly: (year: number, month: number) => [...analyticsKeys.all, 'monthly', year, month] as const,
  monthSummary: (year: number, month: number) => [...analyticsKeys.all, 'month-summary', year, month] as const,
  yearSummary: (year: number) => [...analyticsKeys.all, 'year-summary', year] as const,
};
