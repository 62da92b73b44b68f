// Query keys for every analytics read. All of them sit under `all`, so the one
// invalidation after a stopped session refreshes every widget together.

export const analyticsKeys = {
  all: ['analytics'] as const,
  weekly: (weekStart: string) => [...analyticsKeys.all, 'weekly', weekStart] as const,
  daily: (startDate: string, endDate: string) => [...analyticsKeys.all, 'daily', startDate, endDate] as const,
  monthly: (year: number, month: number) => [...analyticsKeys.all, 'monthly', year, month] as const,
};
