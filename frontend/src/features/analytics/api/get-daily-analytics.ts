// GET /api/analytics/daily: one entry per day of an inclusive date range,
// quiet days included with zeros.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/dates';
import { analyticsKeys } from './analytics-keys';

type DailyAnalyticsEntry = {
  date: string;
  workHours: number;
  commuteHours: number;
};

function getDailyAnalytics({ startDate, endDate }: DateRange): Promise<DailyAnalyticsEntry[]> {
  const query = new URLSearchParams({ startDate, endDate });
  return apiRequest<DailyAnalyticsEntry[]>(`/api/analytics/daily?${query}`);
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
