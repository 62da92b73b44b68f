// POST /api/timer/start: begin a work or commute session, saying what it is about when the person
// continues a saved one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import type { ActiveTimer } from './get-active-timer';
import { timerKeys } from './timer-keys';

export type TimerToStart = ApiRequestBody<'post', '/api/timer/start'>;

function startTimer(body: TimerToStart) {
  return apiRequest<ApiAnswer<'post', '/api/timer/start'>>('/api/timer/start', { method: 'POST', body });
}

export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTimer,
    onSuccess: (timer) => {
      // As the poll will answer it: a timer just started has never been confirmed.
      const running: ActiveTimer = { ...timer, confirmedAt: null };
      queryClient.setQueryData(timerKeys.active(), running);
      void queryClient.invalidateQueries({ queryKey: timerKeys.all });
      toast({ title: 'Timer Started', description: 'Your session has begun. Time to focus!' });
    },
    onError: (error) => {
      // A 401 already has its own notice and redirect (see lib/query-client).
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to start timer'),
        variant: 'destructive',
      });
    },
  });
}
