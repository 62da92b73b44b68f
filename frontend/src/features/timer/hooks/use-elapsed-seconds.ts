// Seconds since `startTime`, refreshed every second while a session runs. The clock is an
// external source, so it is read through useSyncExternalStore: a new session shows its own
// elapsed time on its first render, with no effect setting state to catch up.
import { useCallback, useSyncExternalStore } from 'react';
import { elapsedSecondsSince } from '@/lib/elapsed-seconds';

const TICK_MS = 1000;

export function useElapsedSeconds(startTime: string | null | undefined): number {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (!startTime) return () => {};
      const tick = window.setInterval(onTick, TICK_MS);
      return () => window.clearInterval(tick);
    },
    [startTime],
  );
  // A whole number of seconds, so it stays equal between ticks, as React requires of a snapshot.
  const elapsedSeconds = () => (startTime ? elapsedSecondsSince(startTime, Date.now()) : 0);

  return useSyncExternalStore(subscribe, elapsedSeconds);
}
