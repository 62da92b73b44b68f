// POST /api/timer/stop: end the running session; the server saves it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/api-error-message';
import { invalidateDependents } from '../../../lib/query-dependencies';
import type { SessionType } from '../../../lib/session-type';
import { timerKeys } from './timer-keys';

type StoppedSession = {
  type: SessionType;
  startTime: string;
  endTime: string;
  durationSeconds: number;
};

function stopTimer(): Promise<StoppedSession> {
  return apiRequest<StoppedSession>('/api/timer/stop', { method: 'POST' });
}

export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopTimer,
    onSuccess: () => {
      // Show the idle state at once instead of waiting for the next poll.
      queryClient.setQueryData(timerKeys.active(), null);
      void queryClient.invalidateQueries({ queryKey: timerKeys.all });
      // The saved session changes the analytics, can complete an achievement and moves my place on
      // the leaderboard: each of those queries says it depends on sessions.
      void invalidateDependents(queryClient, 'sessions');
      toast({ title: 'Session Complete', description: 'Great job! Your session has been saved.' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to stop timer'),
        variant: 'destructive',
      });
    },
  });
}
