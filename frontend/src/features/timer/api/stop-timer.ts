// POST /api/timer/stop: end the running session; the server saves it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/api-error-message';
import type { SessionType } from '../../../lib/session-type';
import { achievementKeys } from '../../achievements/api/achievement-keys';
import { analyticsKeys } from '../../analytics/api/analytics-keys';
import { friendKeys } from '../../friends/api/friend-keys';
import { timerKeys } from './timer-keys';

export type StoppedSession = {
  type: SessionType;
  startTime: string;
  endTime: string;
  durationSeconds: number;
};

export function stopTimer(): Promise<StoppedSession> {
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
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
      // A saved session can complete an achievement.
      void queryClient.invalidateQueries({ queryKey: achievementKeys.all });
      // It also moves this week's life share, and so my place on the leaderboard.
      void queryClient.invalidateQueries({ queryKey: friendKeys.leaderboard() });
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
