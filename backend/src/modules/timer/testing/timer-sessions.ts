// The timer's events for sessions a test or a benchmark writes itself, built from the timer's own
// names (event types, fields, stream ids), so that renaming one leaves no hand-written copy behind.
import { randomUUID } from 'node:crypto';
import type { SessionType, TimerStarted, TimerStopped } from '../timer.events';

export interface PastSession {
  readonly type: SessionType;
  readonly start: Date;
  readonly end: Date;
  readonly timeZone: string;
  readonly sessionId?: string;
}

/** A session as the timer records it: a TimerStarted and a TimerStopped. */
export function sessionEvents(session: PastSession): [TimerStarted, TimerStopped] {
  const started = {
    sessionId: session.sessionId ?? randomUUID(),
    sessionType: session.type,
    startedAt: session.start.toISOString(),
    timeZone: session.timeZone,
  };
  return [
    { type: 'TimerStarted', data: started },
    {
      type: 'TimerStopped',
      data: {
        ...started,
        stoppedAt: session.end.toISOString(),
        durationSeconds: Math.round((session.end.getTime() - session.start.getTime()) / 1000),
      },
    },
  ];
}
