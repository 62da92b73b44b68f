// The timer's public vocabulary: what other features may import from the timer.
import type { DomainEvent } from '../../shared/deciders/decider';
import type { StoredEvent } from '../../shared/event-store/stored-event';

export const SESSION_TYPES = ['work', 'commute'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export type TimerStarted = DomainEvent<
  'TimerStarted',
  {
    readonly sessionId: string;
    readonly sessionType: SessionType;
    readonly startedAt: string;
    /** The person's IANA time zone when the session began; its days are cut in this zone. */
    readonly timeZone: string;
  }
>;

export type TimerStopped = DomainEvent<
  'TimerStopped',
  {
    readonly sessionId: string;
    readonly sessionType: SessionType;
    readonly startedAt: string;
    readonly stoppedAt: string;
    readonly durationSeconds: number;
    readonly timeZone: string;
  }
>;

export type TimerEvent = TimerStarted | TimerStopped;

const TIMER_STREAM_PREFIX = 'timer-';

/** One stream per person: their timer's whole history. */
export function timerStreamId(userId: string): string {
  return `${TIMER_STREAM_PREFIX}${userId}`;
}

export function timerStreamOwner(streamId: string): string {
  return streamId.slice(TIMER_STREAM_PREFIX.length);
}

// How each timer event changes the saved sessions, as time to add or take away. A stop adds the
// session. Events that edit or remove a past session (corrections, manual entries) must carry the
// session as it was, so readers take the old span away and add the new one without reading any other
// state: that keeps every projector over sessions a pure function of the event log.
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

/** The timer's events that change saved sessions: what the balance and achievement-days read models follow. */
export type SessionChangingEvent = Extract<TimerEvent, { type: (typeof SESSION_CHANGING_EVENTS)[number] }>;

export function sessionChangesOf(event: StoredEvent<SessionChangingEvent>): SessionChange[] {
  switch (event.type) {
    case 'TimerStopped': {
      const data = event.data;
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
