// GET /api/timer/active: the running session, re-read every second, conditionally (ETag, 304).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import type { SessionType } from '../../../lib/session-type';
import { timerKeys } from './timer-keys';

export type ActiveTimer = {
  startTime: string;
  type: SessionType;
  /** When the person last said a long-running timer still runs on purpose ("Keep it running"). */
  confirmedAt?: string | null;
};

const ACTIVE_TIMER_POLL_MS = 1000;

function getActiveTimer(): Promise<ActiveTimer | null> {
  return apiRequest<ActiveTimer | null>('/api/timer/active', { conditional: true });
}

const activeTimerQueryOptions = () =>
  queryOptions({
    queryKey: timerKeys.active(),
    queryFn: getActiveTimer,
    // Polling a signed-out session would only repeat the same 401.
    refetchInterval: (query) => (isUnauthorizedError(query.state.error) ? false : ACTIVE_TIMER_POLL_MS),
  });

export function useActiveTimer() {
  return useQuery(activeTimerQueryOptions());
}
