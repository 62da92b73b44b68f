// GET /api/limits/average-week: for each month from `from` to `to` (YYYY-MM), the average weekly work
// over the four months ending with it (the EU directive's reference period).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiQuery } from '@/lib/api/api-types';
import { limitsKeys } from './limits-keys';

export type AverageWeek = ApiAnswer<'get', '/api/limits/average-week'>;

const averageWeekQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: limitsKeys.averageWeek(from, to),
    queryFn: () => {
      const query = new URLSearchParams({ from, to } satisfies ApiQuery<'get', '/api/limits/average-week'>);
      return apiRequest<AverageWeek>(`/api/limits/average-week?${query}`);
    },
    meta: { dependsOn: ['sessions'] },
  });

export function useAverageWeek(from: string, to: string) {
  return useQuery(averageWeekQueryOptions(from, to));
}
