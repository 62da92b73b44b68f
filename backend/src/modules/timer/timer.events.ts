// The timer's public vocabulary: what other features may import from the timer.
import type { DomainEvent } from '../../shared/deciders/decider';

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

export const TIMER_EVENT_TYPES = ['TimerStarted', 'TimerStopped'] as const;

const TIMER_STREAM_PREFIX = 'timer-';

/** One stream per person: their timer's whole history. */
export function timerStreamId(userId: string): string {
  return `${TIMER_STREAM_PREFIX}${userId}`;
}

export function timerStreamOwner(streamId: string): string {
  return streamId.slice(TIMER_STREAM_PREFIX.length);
}
