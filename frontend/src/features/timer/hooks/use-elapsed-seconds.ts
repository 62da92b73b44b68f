// Seconds since `startTime`, refreshed every second while a session runs.
import { useEffect, useState } from 'react';
import { elapsedSecondsSince } from '../../../lib/elapsed-seconds';

const TICK_MS = 1000;

export function useElapsedSeconds(startTime: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!startTime) return;
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(tick);
  }, [startTime]);

  return startTime ? elapsedSecondsSince(startTime, now) : 0;
}
