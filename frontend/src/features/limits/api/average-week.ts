// GET /api/limits/average-week: for each month from `from` to `to` (YYYY-MM), the average weekly work
// over the four months ending with it (the EU directive's reference period).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AverageWeekAnswer } from './limits-answers';
import { limitsKeys } from './limits-keys';

export type AverageWeek = AverageWeekAnswer;

const averageWeekQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: limitsKeys.averageWeek(from, to),
    queryFn: () => apiRequest<AverageWeekAnswer>(`/api/limits/average-week?${new URLSearchParams({ from, to })}`),
    meta: { dependsOn: ['sessions'] },
  });

export function useAverageWeek(from: string, to: string) {
  return useQuery(averageWeekQueryOptions(from, to));
}
