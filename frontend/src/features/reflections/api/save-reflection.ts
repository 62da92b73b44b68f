// POST /api/reflections: record this week's reflection (one per week).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { reflectionKeys } from './reflection-keys';

function saveReflection(reflection: ApiRequestBody<'post', '/api/reflections'>) {
  return apiRequest<ApiAnswer<'post', '/api/reflections'>>('/api/reflections', { method: 'POST', body: reflection });
}

export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReflection,
    onSuccess: (reflection, { weekStart }) => {
      // Show it at once, so the form cannot be sent a second time meanwhile.
      queryClient.setQueryData(reflectionKeys.week(weekStart), reflection);
      void queryClient.invalidateQueries({ queryKey: reflectionKeys.all });
      toast({ title: 'Reflection Saved', description: 'Your weekly reflection has been recorded.' });
    },
    onError: (error) => {
      // A 401 already has its own notice and redirect (see lib/query-client).
      if (isUnauthorizedError(error)) return;
      // 409: the week already has one (written in another tab); show that one.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: reflectionKeys.all });
      }
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to save reflection'),
        variant: 'destructive',
      });
    },
  });
}
