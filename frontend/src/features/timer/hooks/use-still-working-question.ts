// Whether "Still working?" is showing: the running timer is past the person's limit (since it started
// or was last kept), or a plain stop was just refused as too long. "Ask me later" hides it until the
// next visit, or until the timer is kept, stopped or started anew.
import { isStillWorkingDue } from '@pause/rules/forgotten-timer';
import { useState } from 'react';
import type { ActiveTimer } from '@/features/timer/api/get-active-timer';

export function useStillWorkingQuestion(timer: ActiveTimer | null, limitHours: number, nowMs: number) {
  const [laterFor, setLaterFor] = useState<string | null>(null);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const which = timer ? `${timer.startTime} ${timer.confirmedAt ?? ''}` : null;
  const due = timer !== null && isStillWorkingDue(timer, limitHours, nowMs);
  const open = which !== null && (askedFor === which || (due && laterFor !== which));

  return {
    open,
    /** Show it now, whatever the limit (a stop refused as too long). */
    ask: () => setAskedFor(which),
    later: () => {
      setLaterFor(which);
      setAskedFor(null);
    },
  };
}
