// GET /api/reflections/{weekStart}: the week's reflection, or null when none
// has been written yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { reflectionKeys } from './reflection-keys';

/** Its content is what the person wrote: plain text, never markup. */
export type Reflection = ApiSchema<'ReflectionAnswer'>;

function getReflection(weekStart: string) {
  return apiRequest<ApiAnswer<'get', '/api/reflections/{weekStart}'>>(
    `/api/reflections/${encodeURIComponent(weekStart)}`,
  );
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
