// GET /api/limits/digest: last week's digest (the person's week before this one), or null when last
// week holds no session; and whether it was announced and dismissed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { limitsKeys } from './limits-keys';

export type LastWeekDigest = ApiSchema<'DigestAnswer'>;

const lastWeekDigestQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.digest(),
    queryFn: () => apiRequest<ApiAnswer<'get', '/api/limits/digest'>>('/api/limits/digest'),
    // A correction to last week's sessions changes what the digest says.
    meta: { dependsOn: ['sessions'] },
  });

export function useLastWeekDigest() {
  return useQuery(lastWeekDigestQueryOptions());
}
