// Keeps the tab title in step with the running session.
import { useEffect } from 'react';
import type { SessionType } from '@/lib/session-type';
import { APP_TITLE, timerDocumentTitle } from '@/features/timer/timer-title';

export function useTimerDocumentTitle(type: SessionType | null, elapsedSeconds: number) {
  const title = timerDocumentTitle(type ? { type, elapsedSeconds } : null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}
