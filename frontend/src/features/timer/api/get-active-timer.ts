// GET /api/timer/active: the running session, re-read every second, conditionally (ETag, 304). Its
// answer also says, in a header, whether badges or challenge outcomes changed (lib/facts-version.ts).
import { type QueryFunctionContext, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import type { ApiAnswer, ApiSchema } from '@/lib/api/api-types';
import { FACTS_VERSION_HEADER, noteFactsVersion } from '@/lib/facts-version';
import { timerKeys } from './timer-keys';

/** Its confirmedAt: when the person last said a long-running timer still runs on purpose ("Keep it running"). */
export type ActiveTimer = ApiSchema<'ActiveTimerAnswer'>;

const ACTIVE_TIMER_POLL_MS = 1000;

async function getActiveTimer({ client }: QueryFunctionContext) {
  let factsVersion: string | null = null;
  const timer = await apiRequest<ApiAnswer<'get', '/api/timer/active'>>('/api/timer/active', {
    conditional: true,
    onHeaders: (headers) => (factsVersion = headers.get(FACTS_VERSION_HEADER)),
  });
  noteFactsVersion(client, factsVersion);
  return timer;
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
