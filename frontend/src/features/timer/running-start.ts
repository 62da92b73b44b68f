// What the "Edit start" dialog lets a person pick for their running timer. The bounds are the rule's
// (rules/src/running-timer-start.ts) as far as the page can know them: now and the person's
// forgotten-timer limit. Where their previous saved session ended is the server's to check; its
// refusal names that moment, and the dialog shows it.
import { runningStartBounds, runningStartRefusal } from '@pause/rules/running-timer-start';
import { localInputValue, minuteAtOrAfter } from './local-moment-input';

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The picker's lowest and highest values: whole minutes inside the bounds. */
export function startPickerRange(nowMs: number, limitHours: number): { min: string; max: string } {
  const bounds = runningStartBounds({ nowMs, limitHours, previousSessionEndMs: null });
  return { min: localInputValue(minuteAtOrAfter(bounds.earliestMs)), max: localInputValue(bounds.latestMs) };
}

/** The sentence that says what to fix about a picked start, or null when it may be sent. */
export function startProblem(startMs: number, nowMs: number, limitHours: number): string | null {
  if (!Number.isFinite(startMs)) return 'Choose when the session started.';
  const refusal = runningStartRefusal(startMs, { nowMs, limitHours, previousSessionEndMs: null });
  switch (refusal) {
    case null:
      return null;
    case 'in-the-future':
      return 'The start cannot be in the future. Choose a moment up to now.';
    case 'beyond-limit':
    case 'before-previous-session':
      return (
        `A running timer can start at most ${hoursText(limitHours)} ago, your "Still working?" limit. ` +
        'Choose a later start, or add the earlier time as a session of its own.'
      );
  }
}
