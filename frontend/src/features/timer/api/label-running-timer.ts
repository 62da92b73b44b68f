// PUT /api/timer/labels: say what the running session is about (description, project, tags); the
// session it saves when it stops keeps them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import { invalidateDependents } from '@/lib/query-dependencies';
import type { ActiveTimer } from './get-active-timer';
import { timerKeys } from './timer-keys';

export type RunningTimerLabels = ApiRequestBody<'put', '/api/timer/labels'>;

function labelRunningTimer(labels: RunningTimerLabels) {
  return apiRequest<ApiAnswer<'put', '/api/timer/labels'>>('/api/timer/labels', { method: 'PUT', body: labels });
}

/** The dialog that asks shows its own messages. */
export function useLabelRunningTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: labelRunningTimer,
    onSuccess: (labels) => {
      // Shown at once, not at the next poll.
      queryClient.setQueryData<ActiveTimer | null>(timerKeys.active(), (running) =>
        running ? { ...running, ...labels } : running,
      );
      void queryClient.invalidateQueries({ queryKey: timerKeys.active() });
      // A new project or tag joins the person's list the forms offer.
      void invalidateDependents(queryClient, 'sessions');
    },
  });
}
