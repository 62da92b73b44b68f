// GET /api/sessions/project-totals?from=&to=: a period's work and commute hours by project, most first,
// the sessions without a project last (each session counted whole on the day it began).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiQuery, ApiSchema } from '@/lib/api/api-types';
import type { DateRange } from '@/lib/dates';
import { sessionsKeys } from './sessions-keys';

export type ProjectTotal = ApiSchema<'ProjectTotalAnswer'>;

function getProjectTotals({ startDate, endDate }: DateRange) {
  const query = new URLSearchParams({
    from: startDate,
    to: endDate,
  } satisfies ApiQuery<'get', '/api/sessions/project-totals'>);
  return apiRequest<ApiAnswer<'get', '/api/sessions/project-totals'>>(`/api/sessions/project-totals?${query}`);
}

const projectTotalsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: sessionsKeys.projectTotals(range.startDate, range.endDate),
    queryFn: () => getProjectTotals(range),
    // A saved, corrected, relabelled or imported session changes this answer.
    meta: { dependsOn: ['sessions'] },
  });

/** The local dates of the period, both included, YYYY-MM-DD. */
export function useProjectTotals(range: DateRange) {
  return useQuery(projectTotalsQueryOptions(range));
}
