// POST /api/timer/confirm: "Keep it running", the answer to "Still working?" that keeps the timer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
import { timerKeys } from './timer-keys';

const confirmTimer = () =>
  apiRequest<ApiAnswer<'post', '/api/timer/confirm'>>('/api/timer/confirm', { method: 'POST' });

export function useConfirmTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTimer,
    // The poll's next answer carries the new confirmedAt; ask for it now rather than in a second.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timerKeys.active() }),
  });
}
