// GET /api/analytics/daily: one entry per day of an inclusive date range,
// quiet days included with zeros.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiQuery } from '@/lib/api/api-types';
import type { DateRange } from '@/lib/dates';
import { analyticsKeys } from './analytics-keys';

function getDailyAnalytics({ startDate, endDate }: DateRange) {
  const query = new URLSearchParams({ startDate, endDate } satisfies ApiQuery<'get', '/api/analytics/daily'>);
  return apiRequest<ApiAnswer<'get', '/api/analytics/daily'>>(`/api/analytics/daily?${query}`);
}

const dailyAnalyticsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.daily(range.startDate, range.endDate),
    queryFn: () => getDailyAnalytics(range),
    // Stopping the timer saves a session, which changes this answer.
    meta: { dependsOn: ['sessions'] },
  });

export function useDailyAnalytics(range: DateRange) {
  return useQuery(dailyAnalyticsQueryOptions(range));
}
