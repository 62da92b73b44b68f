// How each timer event changes the saved sessions, as time to add or take away. A stop adds the
// session. Events that edit or remove a past session (corrections, manual entries) must carry the
// session as it was, so the analytics take the old span away and add the new one without reading
// any other state: that keeps every balance projector a pure function of the event log.
import type { StoredEvent } from '../../../shared/event-store/stored-event';
import { type SessionType, type TimerStopped, timerStreamOwner } from '../../timer/timer.events';

export interface SessionSpan {
  readonly userId: string;
  readonly sessionType: SessionType;
  readonly startMs: number;
  readonly endMs: number;
  readonly timeZone: string;
}

export interface SessionChange {
  /** +1 adds the span's time, -1 takes it away. */
  readonly sign: 1 | -1;
  readonly span: SessionSpan;
}

export const SESSION_CHANGING_EVENTS = ['TimerStopped'] as const;

export function sessionChangesOf(event: StoredEvent): SessionChange[] {
  switch (event.type) {
    case 'TimerStopped': {
      const data = event.data as TimerStopped['data'];
      return [
        {
          sign: 1,
          span: {
            userId: timerStreamOwner(event.streamId),
            sessionType: data.sessionType,
            startMs: Date.parse(data.startedAt),
            endMs: Date.parse(data.stoppedAt),
            timeZone: data.timeZone,
          },
        },
      ];
    }
    default:
      return [];
  }
}
