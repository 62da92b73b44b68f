// The browser's side of the queue of presses: a Start or Stop is sent at once when it can be and kept on
// the device when it cannot; what is kept is sent when the connection returns (and at start, and again
// after a while when the server could not be reached), one tab at a time; and the page is told.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { isOnline, subscribeToConnection } from '@/lib/offline/connection-status';
import { type KeptPress, pressStore } from '@/lib/offline/press-queue';
import { invalidateDependents } from '@/lib/query-dependencies';
import { timerKeys } from '@/features/timer/api/timer-keys';
import { discardRefusedPress, type SendAnswer, type SendOutcome, sendPresses } from './send-presses';

/** The person's kept presses, in press order (empty where nothing can be kept). */
export function usePresses(personId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: timerKeys.presses(personId ?? ''),
      queryFn: async () => (personId ? ((await pressStore()?.list(personId)) ?? []) : []),
      enabled: personId !== undefined,
      // The device's own storage: no network involved.
      networkMode: 'always',
    }),
  );
}

async function sendOne(press: KeptPress): Promise<SendAnswer> {
  try {
    await apiRequest(`/api/timer/${press.kind}`, { method: 'POST', body: press.body });
    return { status: 200, body: '' };
  } catch (error) {
    // An HTTP answer is the server's word; anything else (a failed fetch) means it was not reached.
    return error instanceof ApiError ? { status: error.status, body: error.body } : 'unreachable';
  }
}

async function showPresses(queryClient: QueryClient, personId: string): Promise<void> {
  const presses = (await pressStore()?.list(personId)) ?? [];
  queryClient.setQueryData(timerKeys.presses(personId), presses);
}

let sending: Promise<SendOutcome | undefined> | undefined;

async function sendKept(queryClient: QueryClient, personId: string): Promise<SendOutcome | undefined> {
  const store = pressStore();
  if (!store) return undefined;
  const send = () => sendPresses(store, personId, sendOne);
  // One tab at a time sends the queue; a press sent twice would be answered once anyway (its id).
  const once = () => (navigator.locks ? navigator.locks.request('pause-presses', send) : send());
  let outcome = await once();
  let sent = outcome.sent;
  // Presses made while these were on their way are sent too.
  while (outcome.outcome === 'all-sent' && outcome.sent > 0 && (await store.list(personId)).length > 0) {
    outcome = await once();
    sent += outcome.sent;
  }
  if (sent > 0 || outcome.outcome === 'refused') {
    // The server's timer first (the one a refused Start lost to, or the one just saved), then the queue:
    // the page never shows the stale timer in between.
    await queryClient.refetchQueries({ queryKey: timerKeys.active() });
    void queryClient.invalidateQueries({ queryKey: timerKeys.all });
    if (sent > 0) void invalidateDependents(queryClient, 'sessions');
  }
  await showPresses(queryClient, personId);
  return outcome;
}

/** Sends the person's kept presses, unless a sending is already under way (then waits for it). */
export function sendKeptPresses(queryClient: QueryClient, personId: string): Promise<SendOutcome | undefined> {
  sending ??= sendKept(queryClient, personId)
    .catch((): SendOutcome => ({ outcome: 'retry-later', sent: 0 }))
    .finally(() => (sending = undefined));
  return sending;
}

export type PressAnswer<T> = { readonly kept: false; readonly answer: T } | { readonly kept: true };

/**
 * A Start or Stop as pressed now: with an id of its own and the moment, sent at once when the server can
 * be reached and nothing is waiting before it, else kept (behind what waits) to be sent later. An HTTP
 * refusal of a press sent at once is thrown as before; a failed send keeps the press (same id and body:
 * if the server did get it, the second send is answered as the first).
 */
export async function pressOrKeep<T>(
  queryClient: QueryClient,
  personId: string | undefined,
  kind: KeptPress['kind'],
  fields: Record<string, unknown>,
): Promise<PressAnswer<T>> {
  const commandId = crypto.randomUUID();
  const pressedAt = new Date().toISOString();
  const body = { ...fields, commandId, pressedAt };
  const send = () => apiRequest<T>(`/api/timer/${kind}`, { method: 'POST', body });
  const store = pressStore();
  if (!store || !personId) return { kept: false, answer: await send() };

  const waiting = await store.list(personId).catch(() => undefined);
  if (waiting === undefined) return { kept: false, answer: await send() }; // Storage refused.
  if (waiting.length === 0 && isOnline()) {
    try {
      return { kept: false, answer: await send() };
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
  }
  await store.add({ commandId, kind, body, pressedAt, personId });
  await showPresses(queryClient, personId);
  if (isOnline()) void sendKeptPresses(queryClient, personId);
  return { kept: true };
}

/** Drops the refused press (and a Stop pressed on top of a refused Start), then sends the rest. */
export async function discardRefused(queryClient: QueryClient, personId: string): Promise<void> {
  const store = pressStore();
  if (!store) return;
  await discardRefusedPress(store, personId);
  await showPresses(queryClient, personId);
  await sendKeptPresses(queryClient, personId);
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

/**
 * Sends the kept presses when the page opens, each time the connection comes back, and, while the
 * server cannot be reached or fails, again after 2, 4, 8… seconds (up to a minute).
 */
export function useSendKeptPresses(personId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!personId) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    let stopped = false;
    const attempt = async () => {
      clearTimeout(retry);
      if (!isOnline()) return; // The connection's return calls again.
      const outcome = await sendKeptPresses(queryClient, personId);
      if (stopped) return;
      if (outcome?.outcome === 'retry-later') {
        retry = setTimeout(() => void attempt(), delay);
        delay = Math.min(delay * 2, LONGEST_RETRY_MS);
      } else delay = FIRST_RETRY_MS;
    };
    void attempt();
    const unsubscribe = subscribeToConnection(() => void attempt());
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(retry);
    };
  }, [personId, queryClient]);
}
