// The current time, read again every `intervalMs` so time-based rules recheck themselves.
import { useEffect, useState } from 'react';

export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const tick = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(tick);
  }, [intervalMs]);

  return now;
}
