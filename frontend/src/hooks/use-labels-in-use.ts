// GET /api/sessions/labels: the person's projects and tags, most used first, for the forms to offer as
// they type. Built from sessions, so every change to them refreshes it (lib/query-dependencies.ts).
// Read by the card that opens a form, while the form is open, and handed to it: a hook shared by two
// lazily loaded dialogs would become a chunk of its own and pull the API client out of the landing
// page's first load (docs/performance.md, "First load").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';

export type LabelsInUse = ApiAnswer<'get', '/api/sessions/labels'>;

export function useLabelsInUse({ enabled }: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: ['labels-in-use'],
      queryFn: () => apiRequest<LabelsInUse>('/api/sessions/labels'),
      meta: { dependsOn: ['sessions'] },
      enabled,
    }),
  );
}
