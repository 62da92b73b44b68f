// The timer's events for sessions a test or a benchmark writes itself, built from the timer's own
// names (event types, fields, stream ids), so that renaming one leaves no hand-written copy behind.
import { randomUUID } from 'node:crypto';
import {
  type SavedSession,
  type SessionAdded,
  type SessionCorrected,
  type SessionDeleted,
  type SessionType,
  type TimerEvent,
  type TimerStarted,
  type TimerStopped,
  timerStreamId,
} from '#src/modules/timer/timer.events';

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

/** A saved session's fields as the correcting events carry them. */
export function savedSession(session: Omit<PastSession, 'sessionId'>): SavedSession {
  return {
    sessionType: session.type,
    startedAt: session.start.toISOString(),
    stoppedAt: session.end.toISOString(),
    durationSeconds: Math.round((session.end.getTime() - session.start.getTime()) / 1000),
    timeZone: session.timeZone,
  };
}

/** Corrections of the past, as the timer records them. */
export const sessionCorrections = {
  added: (sessionId: string, session: SavedSession): SessionAdded => ({
    type: 'SessionAdded',
    data: { sessionId, source: 'manual', ...session },
  }),
  corrected: (sessionId: string, before: SavedSession, after: SavedSession): SessionCorrected => ({
    type: 'SessionCorrected',
    data: { sessionId, before, after },
  }),
  deleted: (sessionId: string, deleted: SavedSession): SessionDeleted => ({
    type: 'SessionDeleted',
    data: { sessionId, deleted },
  }),
};

/** A timer event where the timer would have written it: its person's stream, at a version, at a moment. */
export interface RecordedTimerEvent {
  readonly userId: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly event: TimerEvent;
  /** A start is recorded when its session begins, a stop when it ends. */
  readonly occurredAt: Date;
}

/** The two events of one session, at `firstVersion` and the version after it in the person's stream. */
export function recordedSession(
  userId: string,
  session: PastSession,
  firstVersion: number,
): [RecordedTimerEvent, RecordedTimerEvent] {
  const [started, stopped] = sessionEvents(session);
  const streamId = timerStreamId(userId);
  return [
    { userId, streamId, streamVersion: firstVersion, event: started, occurredAt: session.start },
    { userId, streamId, streamVersion: firstVersion + 1, event: stopped, occurredAt: session.end },
  ];
}

/** A person's sessions in the order they began, numbered on from `lastVersion` in their stream. */
export function recordedHistory(
  userId: string,
  sessions: readonly PastSession[],
  lastVersion = 0,
): RecordedTimerEvent[] {
  return [...sessions]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .flatMap((session, index) => recordedSession(userId, session, lastVersion + 1 + 2 * index));
}
