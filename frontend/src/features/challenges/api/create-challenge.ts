// POST /api/challenges: challenge a friend to a more balanced week.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { challengeKeys } from './challenge-keys';

function createChallenge(challenge: ApiRequestBody<'post', '/api/challenges'>) {
  return apiRequest<ApiAnswer<'post', '/api/challenges'>>('/api/challenges', { method: 'POST', body: challenge });
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
      toast({ title: 'Challenge Created!', description: 'Your balance challenge has been sent!' });
    },
    onError: (error) => {
      // A 401 already has its own notice and redirect (see lib/query-client).
      if (isUnauthorizedError(error)) return;
      // The spec shows no handling here; a 409 (one already runs that week) deserves a word.
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to create challenge'),
        variant: 'destructive',
      });
    },
  });
}
