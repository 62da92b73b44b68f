// POST /api/timer/start: begin a work or commute session, saying what it is about when the person
// continues a saved one. Offline, the press is kept on the device and sent later (features/timer/offline/).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { errorMessageOr } from '@/lib/api-error-message';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { useUser } from '@/lib/auth/get-user';
import { pressOrKeep } from '@/features/timer/offline/press-sync';
import type { ActiveTimer } from './get-active-timer';
import { timerKeys } from './timer-keys';

/** What the person asks for; the press's id and moment are added when it is pressed. */
export type TimerToStart = Omit<ApiRequestBody<'post', '/api/timer/start'>, 'commandId' | 'pressedAt'>;

export function useStartTimer() {
  const queryClient = useQueryClient();
  const personId = useUser().data?.id;
  return useMutation({
    mutationFn: (body: TimerToStart) =>
      pressOrKeep<ApiAnswer<'post', '/api/timer/start'>>(queryClient, personId, 'start', body),
    // Offline the press still runs: it is kept on the device instead of waiting for the browser.
    networkMode: 'always',
    onSuccess: (pressed) => {
      if (pressed.kept) {
        toast({ title: 'Timer Started', description: "Kept on this device; it syncs when you're back online." });
        return;
      }
      // As the poll will answer it: a timer just started has never been confirmed.
      const running: ActiveTimer = { ...pressed.answer, confirmedAt: null };
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
