// Whether Pause can reach its server now (lib/offline/connection-status.ts), for what the page shows or
// does offline; and, once it can again, every read is asked afresh, so what was shown from the device's
// cache while offline is replaced by the server's answers.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isOnline, subscribeToConnection } from '@/lib/offline/connection-status';

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}

/** Refetches every query when the connection comes back after being lost; returns whether online. */
export function useCatchUpWhenBackOnline(): boolean {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries();
    wasOnline.current = online;
  }, [online, queryClient]);
  return online;
}
