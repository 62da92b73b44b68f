// The answers to "Still working?": keep the timer running (POST /api/timer/confirm), stop it at the
// end the person picks (POST /api/timer/stop {endTime}), or discard it (POST /api/timer/discard).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateDependents } from '../../../lib/query-dependencies';
import { timerKeys } from './timer-keys';

const confirmTimer = () => apiRequest<void>('/api/timer/confirm', { method: 'POST' });
const discardTimer = () => apiRequest<void>('/api/timer/discard', { method: 'POST' });
const stopTimerAt = (endTime: string) => apiRequest<unknown>('/api/timer/stop', { method: 'POST', body: { endTime } });

export function useConfirmTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTimer,
    // The poll's next answer carries the new confirmedAt; ask for it now rather than in a second.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timerKeys.active() }),
  });
}

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

export function useStopTimerAt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopTimerAt,
    onSuccess: () => {
      queryClient.setQueryData(timerKeys.active(), null);
      void queryClient.invalidateQueries({ queryKey: timerKeys.all });
      void invalidateDependents(queryClient, 'sessions');
    },
  });
}
