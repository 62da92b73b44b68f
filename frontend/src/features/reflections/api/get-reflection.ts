// GET /api/reflections/{weekStart}: the week's reflection, or null when none
// has been written yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reflectionKeys } from './reflection-keys';

export type Reflection = {
  /** The Monday of the week, YYYY-MM-DD. */
  weekStart: string;
  /** What the person wrote: plain text, never markup. */
  content: string;
  /** When it was saved (ISO timestamp). */
  createdAt: string;
};

function getReflection(weekStart: string): Promise<Reflection | null> {
  return apiRequest<Reflection | null>(`/api/reflections/${encodeURIComponent(weekStart)}`);
}

const reflectionQueryOptions = (weekStart: string) =>
  queryOptions({
    queryKey: reflectionKeys.week(weekStart),
    queryFn: () => getReflection(weekStart),
  });

/** `weekStart` is the Monday of the week, YYYY-MM-DD in local time. */
export function useReflection(weekStart: string) {
  return useQuery(reflectionQueryOptions(weekStart));
}
