// PATCH /api/timer: "I started 20 minutes late": the running timer takes the start the person picks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/lib/api/api-types';
import type { ActiveTimer } from './get-active-timer';
import { timerKeys } from './timer-keys';

function moveTimerStart(startTime: string) {
  const body: ApiRequestBody<'patch', '/api/timer'> = { startTime };
  return apiRequest<ApiAnswer<'patch', '/api/timer'>>('/api/timer', { method: 'PATCH', body });
}

/** The dialog that asks shows its own messages. */
export function useMoveTimerStart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTimerStart,
    onSuccess: (moved) => {
      // The elapsed clock counts from the new start at once, not at the next poll.
      queryClient.setQueryData<ActiveTimer | null>(timerKeys.active(), (running) =>
        running ? { ...running, startTime: moved.startTime } : running,
      );
      void queryClient.invalidateQueries({ queryKey: timerKeys.active() });
    },
  });
}
