// GET /api/sessions/labels: the person's projects and tags, most used first, for the forms to offer as
// they type. Built from sessions, so every change to them refreshes it (lib/query-dependencies.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';

export type LabelsInUse = ApiAnswer<'get', '/api/sessions/labels'>;

export function useLabelsInUse() {
  return useQuery(
    queryOptions({
      queryKey: ['labels-in-use'],
      queryFn: () => apiRequest<LabelsInUse>('/api/sessions/labels'),
      meta: { dependsOn: ['sessions'] },
    }),
  );
}
