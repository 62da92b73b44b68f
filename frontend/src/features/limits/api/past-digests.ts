// GET /api/limits/digests: the weeks the person was given a digest, newest first (at most 26).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PastDigestsAnswer } from './limits-answers';
import { limitsKeys } from './limits-keys';

export type PastDigest = PastDigestsAnswer['digests'][number];

const pastDigestsQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.digests(),
    queryFn: () => apiRequest<PastDigestsAnswer>('/api/limits/digests'),
    meta: { dependsOn: ['sessions'] },
  });

export function usePastDigests() {
  return useQuery(pastDigestsQueryOptions());
}
