// Sends the browser's time zone once per page load when the saved one differs.
import { useEffect, useRef } from 'react';
import { browserTimeZone, needsTimeZoneUpdate } from './browser-time-zone';
import type { User } from './get-user';
import { useUpdateTimeZone } from './update-time-zone';

export function useSyncTimeZone(user: User | null | undefined) {
  const { mutate } = useUpdateTimeZone();
  const sent = useRef(false);

  useEffect(() => {
    if (!user || sent.current) return;
    const current = browserTimeZone();
    if (!needsTimeZoneUpdate(user.timeZone, current)) return;
    sent.current = true;
    mutate(current);
  }, [user, mutate]);
}
