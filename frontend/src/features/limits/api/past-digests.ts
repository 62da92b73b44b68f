// GET /api/limits/digests: the weeks the person was given a digest, newest first (at most 26).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { limitsKeys } from './limits-keys';

export type PastDigest = ApiSchema<'PastDigestAnswer'>;

const pastDigestsQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.digests(),
    queryFn: () => apiRequest<ApiAnswer<'get', '/api/limits/digests'>>('/api/limits/digests'),
    meta: { dependsOn: ['sessions'] },
  });

export function usePastDigests() {
  return useQuery(pastDigestsQueryOptions());
}
