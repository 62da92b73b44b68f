// POST /api/timer/stop: end the running session now (Stop Timer), or at the end the person picks
// (a forgotten timer); the server saves it. Offline, Stop Timer is kept on the device and sent later
// (features/timer/offline/).
import { exceedsLongestSession } from '@pause/rules/longest-session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { ApiError, apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { useUser } from '@/lib/auth/get-user';
import { invalidateDependents } from '@/lib/query-dependencies';
import { pressOrKeep } from '@/features/timer/offline/press-sync';
import type { ActiveTimer } from './get-active-timer';
import { timerKeys } from './timer-keys';

type StoppedSession = ApiAnswer<'post', '/api/timer/stop'>;

function stopTimerAt(endTime: string) {
  const body: ApiRequestBody<'post', '/api/timer/stop'> = { endTime };
  return apiRequest<StoppedSession>('/api/timer/stop', { method: 'POST', body });
}

type StopTimerOptions = {
  /**
   * A plain stop of a timer that has run longer than the longest session is refused (409): the person
   * is asked when it ended instead of shown an error.
   */
  onRanTooLong?: () => void;
};

export function useStopTimer({ onRanTooLong }: StopTimerOptions = {}) {
  const queryClient = useQueryClient();
  const personId = useUser().data?.id;
  const ranTooLong = (error: unknown) => {
    const running = queryClient.getQueryData<ActiveTimer | null>(timerKeys.active());
    return (
      error instanceof ApiError &&
      error.status === 409 &&
      !!running &&
      exceedsLongestSession(Date.parse(running.startTime), Date.now())
    );
  };
  return useMutation({
    mutationFn: () => pressOrKeep<StoppedSession>(queryClient, personId, 'stop', {}),
    // Offline the press still runs: it is kept on the device instead of waiting for the browser.
    networkMode: 'always',
    onSuccess: (pressed) => {
      if (pressed.kept) {
        // The timer shows stopped from the kept press; the session is saved, and shown, once it syncs.
        toast({ title: 'Timer Stopped', description: "Kept on this device; it syncs when you're back online." });
        return;
      }
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
      if (onRanTooLong && ranTooLong(error)) return onRanTooLong();
      toast({
        title: 'Error',
        description: errorMessageOr(error, 'Failed to stop timer'),
        variant: 'destructive',
      });
    },
  });
}

/** Stops a forgotten timer at `endTime`; the question that asks shows its own messages. */
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
