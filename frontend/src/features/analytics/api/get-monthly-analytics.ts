// GET /api/analytics/monthly: one entry per day of a calendar month.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import type { YearMonth } from '@/lib/dates';
import { analyticsKeys } from './analytics-keys';

export type MonthlyAnalyticsEntry = ApiSchema<'MonthlyBalanceDayAnswer'>;

function getMonthlyAnalytics({ year, month }: YearMonth) {
  const query = new URLSearchParams({ month: String(month), year: String(year) });
  return apiRequest<ApiAnswer<'get', '/api/analytics/monthly'>>(`/api/analytics/monthly?${query}`);
}

const monthlyAnalyticsQueryOptions = (shown: YearMonth) =>
  queryOptions({
    queryKey: analyticsKeys.monthly(shown.year, shown.month),
    queryFn: () => getMonthlyAnalytics(shown),
    // Stopping the timer saves a session, which changes this answer.
    meta: { dependsOn: ['sessions'] },
  });

/** `month` counts from 1 (January) to 12 (December). */
export function useMonthlyAnalytics(shown: YearMonth) {
  return useQuery(monthlyAnalyticsQueryOptions(shown));
}
