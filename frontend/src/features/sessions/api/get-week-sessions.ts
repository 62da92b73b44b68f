// GET /api/sessions?weekStart=: the sessions that began in one local week, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiQuery, ApiSchema } from '@/lib/api/api-types';
import { sessionsKeys } from './sessions-keys';

export type SavedSession = ApiSchema<'SessionAnswer'>;

function getWeekSessions(weekStart: string) {
  const query = new URLSearchParams({ weekStart } satisfies ApiQuery<'get', '/api/sessions'>);
  return apiRequest<ApiAnswer<'get', '/api/sessions'>>(`/api/sessions?${query}`);
}

const weekSessionsQueryOptions = (weekStart: string) =>
  queryOptions({
    queryKey: sessionsKeys.week(weekStart),
    queryFn: () => getWeekSessions(weekStart),
    // A stopped timer saves a session too.
    meta: { dependsOn: ['sessions'] },
    // Paging keeps the last week on screen until the next one arrives, so the card does not jump.
    placeholderData: keepPreviousData,
  });

/** `weekStart` is the Monday of the week, YYYY-MM-DD in local time. */
export function useWeekSessions(weekStart: string) {
  return useQuery(weekSessionsQueryOptions(weekStart));
}
