// How a saved session is answered over HTTP.
import type { SessionType } from '#src/modules/timer/timer.events';
import type { KnownSession } from '#src/modules/timer/timer.decider';

export interface SessionView {
  readonly id: string;
  readonly type: SessionType;
  readonly startTime: string;
  readonly endTime: string;
  readonly durationSeconds: number;
  /** The zone its days are counted in: the person's when the session was saved. */
  readonly timeZone: string;
}

export function sessionView(session: KnownSession): SessionView {
  return {
    id: session.sessionId,
    type: session.sessionType,
    startTime: session.startedAt,
    endTime: session.stoppedAt,
    durationSeconds: session.durationSeconds,
    timeZone: session.timeZone,
  };
}
