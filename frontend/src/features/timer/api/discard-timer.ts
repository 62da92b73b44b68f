// POST /api/timer/discard: throw a forgotten timer away, saving nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
import { timerKeys } from './timer-keys';

const discardTimer = () =>
  apiRequest<ApiAnswer<'post', '/api/timer/discard'>>('/api/timer/discard', { method: 'POST' });

export function useDiscardTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardTimer,
    onSuccess: () => {
      queryClient.setQueryData(timerKeys.active(), null);
      void queryClient.invalidateQueries({ queryKey: timerKeys.all });
    },
  });
}
