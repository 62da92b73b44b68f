// GET /api/analytics/weekly: work, commute and life hours of one Monday-to-Sunday week.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiQuery } from '@/lib/api/api-types';
import { analyticsKeys } from './analytics-keys';

export type WeeklyAnalytics = ApiAnswer<'get', '/api/analytics/weekly'>;

function getWeeklyAnalytics(weekStart: string) {
  const query = new URLSearchParams({ weekStart } satisfies ApiQuery<'get', '/api/analytics/weekly'>);
  return apiRequest<WeeklyAnalytics>(`/api/analytics/weekly?${query}`);
}

const weeklyAnalyticsQueryOptions = (weekStart: string) =>
  queryOptions({
    queryKey: analyticsKeys.weekly(weekStart),
    queryFn: () => getWeeklyAnalytics(weekStart),
    // Stopping the timer saves a session, which changes this answer.
    meta: { dependsOn: ['sessions'] },
  });

/** `weekStart` is the Monday of the week, YYYY-MM-DD in local time. */
export function useWeeklyAnalytics(weekStart: string) {
  return useQuery(weeklyAnalyticsQueryOptions(weekStart));
}

/**
 * What the widgets show when the read gave nothing (a 401 is on its way to the
 * sign-in page): a week with nothing tracked, all 168 hours still life.
 */
export function emptyWeeklyAnalytics(weekStart: string): WeeklyAnalytics {
  return {
    weekStart,
    workHours: 0,
    commuteHours: 0,
    lifeHours: 168,
    lifePercentage: 100,
    hoursCounted: 168,
    trackedDays: 0,
    standing: 'in_progress',
  };
}
