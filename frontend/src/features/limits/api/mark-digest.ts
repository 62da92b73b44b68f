// POST /api/limits/digests/{weekStart}/announced and …/dismissed: the digest of that week was announced
// to the person (once, by a toast), or put away by them (its card leaves the Insights tab).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { limitsKeys } from './limits-keys';

type Mark = 'announced' | 'dismissed';

function markDigest(weekStart: string, mark: Mark) {
  return apiRequest<ApiAnswer<'post', `/api/limits/digests/{weekStart}/${Mark}`>>(
    `/api/limits/digests/${encodeURIComponent(weekStart)}/${mark}`,
    { method: 'POST' },
  );
}

function useMarkDigest(mark: Mark) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekStart: string) => markDigest(weekStart, mark),
    onMutate: (weekStart) => {
      // Said at once, so the card or the announcement never shows twice while the call is on its way.
      queryClient.setQueryData<ApiSchema<'LastWeekDigestAnswer'>>(limitsKeys.digest(), (answer) =>
        answer?.digest && answer.digest.weekStart === weekStart
          ? { digest: { ...answer.digest, [mark]: true } }
          : answer,
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: limitsKeys.digests() }),
  });
}

export function useMarkDigestAnnounced() {
  return useMarkDigest('announced');
}

export function useDismissDigest() {
  return useMarkDigest('dismissed');
}
