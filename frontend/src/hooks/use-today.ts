// Today's local date, which moves on by itself when the dashboard stays open
// past midnight (checked once a minute).
import { useEffect, useMemo, useState } from 'react';
import { parseIsoDate } from '@/lib/dates';
import { formatIsoDate } from '@/lib/local-date';

const DAY_CHECK_MS = 60_000;

export function useToday(): Date {
  const [today, setToday] = useState(() => formatIsoDate(new Date()));

  useEffect(() => {
    const check = window.setInterval(() => setToday(formatIsoDate(new Date())), DAY_CHECK_MS);
    return () => window.clearInterval(check);
  }, []);

  return useMemo(() => parseIsoDate(today), [today]);
}
