// GET /api/limits/week: one Monday-to-Sunday week against the person's limits and the health thresholds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiQuery } from '@/lib/api/api-types';
import { limitsKeys } from './limits-keys';

export type WeekHealth = ApiAnswer<'get', '/api/limits/week'>;

/** The query of one week's health: for one week (useWeekHealth) or several at once (a month's weeks). */
export const weekHealthQueryOptions = (weekStart: string) =>
  queryOptions({
    queryKey: limitsKeys.week(weekStart),
    queryFn: () => {
      const query = new URLSearchParams({ weekStart } satisfies ApiQuery<'get', '/api/limits/week'>);
      return apiRequest<WeekHealth>(`/api/limits/week?${query}`);
    },
    // A saved, corrected or deleted session changes the week's figures.
    meta: { dependsOn: ['sessions'] },
  });

/** `weekStart` is the Monday of the week, YYYY-MM-DD in local time. */
export function useWeekHealth(weekStart: string) {
  return useQuery(weekHealthQueryOptions(weekStart));
}
