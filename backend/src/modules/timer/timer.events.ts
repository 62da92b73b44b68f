// The timer's public vocabulary: what other features may import from the timer.
import type { SessionLabels } from '@pause/rules/session-labels';
import type { DomainEvent } from '#src/shared/deciders/decider';
import { assertNever } from '#src/shared/deciders/domain-error';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';

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
    /** What it is about, when the person said so as it started ("Continue"): a personal field, see LabelsField. */
    readonly labels?: LabelsField;
  }
>;

/**
 * Labels as the log keeps them: a personal field, sealed with the person's key (docs/privacy.md), so it
 * reads as null once they deleted their account. Left out when the person said nothing.
 */
export type LabelsField = SessionLabels | null;

/** A saved session as the events carry it: enough to add its time, or take it away, without other state. */
export interface SavedSession {
  readonly sessionType: SessionType;
  readonly startedAt: string;
  readonly stoppedAt: string;
  readonly durationSeconds: number;
  readonly timeZone: string;
}

export type TimerStopped = DomainEvent<'TimerStopped', { readonly sessionId: string } & SavedSession>;

/** The running timer was thrown away: nothing of it is saved. */
export type TimerDiscarded = DomainEvent<
  'TimerDiscarded',
  {
    readonly sessionId: string;
    readonly sessionType: SessionType;
    readonly startedAt: string;
    readonly discardedAt: string;
  }
>;

/** The person said a long-running timer is still running on purpose ("Still working?": keep it). */
export type TimerConfirmed = DomainEvent<
  'TimerConfirmed',
  { readonly sessionId: string; readonly confirmedAt: string }
>;

/** The person said the running timer began at another moment ("I started 20 minutes late"). */
export type TimerStartMoved = DomainEvent<
  'TimerStartMoved',
  { readonly sessionId: string; readonly startedAt: string; readonly previousStartedAt: string }
>;

/** Where a session that was never timed came from. */
export const ADDED_SESSION_SOURCES = ['manual', 'import'] as const;
export type AddedSessionSource = (typeof ADDED_SESSION_SOURCES)[number];

/** A session that was never timed, saved afterwards: logged by hand or imported. */
export type SessionAdded = DomainEvent<
  'SessionAdded',
  {
    readonly sessionId: string;
    readonly source: AddedSessionSource;
    /** For imported sessions: what identifies the row in its file, so importing it again adds nothing. */
    readonly importKey?: string;
    /** What it was about: typed with it, or its file's description, project and tags. */
    readonly labels?: LabelsField;
  } & SavedSession
>;

/**
 * What a session, running or saved, is about changed: its description, project and tags as they are
 * now, all three (an empty set clears them). Labels never change the balance: no read model of time
 * follows this event.
 */
export type SessionLabelled = DomainEvent<
  'SessionLabelled',
  { readonly sessionId: string; readonly labels: LabelsField }
>;

/** A saved session's type, start or end changed; carries the session as it was and as it is now. */
export type SessionCorrected = DomainEvent<
  'SessionCorrected',
  { readonly sessionId: string; readonly before: SavedSession; readonly after: SavedSession }
>;

/** A saved session removed; carries the session as it was. */
export type SessionDeleted = DomainEvent<
  'SessionDeleted',
  { readonly sessionId: string; readonly deleted: SavedSession }
>;

export type TimerEvent =
  | TimerStarted
  | TimerStartMoved
  | TimerStopped
  | TimerDiscarded
  | TimerConfirmed
  | SessionAdded
  | SessionCorrected
  | SessionDeleted
  | SessionLabelled;

/** The timer's events that carry labels: their `labels` field is sealed (timer.module.ts). */
export const LABELLING_EVENTS = ['TimerStarted', 'SessionAdded', 'SessionLabelled'] as const;

const TIMER_STREAM_PREFIX = 'timer-';

/** One stream per person: their timer's whole history. */
export function timerStreamId(userId: string): string {
  return `${TIMER_STREAM_PREFIX}${userId}`;
}

export function timerStreamOwner(streamId: string): string {
  return streamId.slice(TIMER_STREAM_PREFIX.length);
}

// How each timer event changes the saved sessions, as time to add or take away. A stop or an added
// session adds it; a correction takes the old span away and adds the new one; a deletion takes it away.
// Each event carries the session as it was, so readers need no other state: every projector over
// sessions stays a pure function of the event log.
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

export const SESSION_CHANGING_EVENTS = ['TimerStopped', 'SessionAdded', 'SessionCorrected', 'SessionDeleted'] as const;

/** The timer's events that change saved sessions: what the balance and achievement-days read models follow. */
export type SessionChangingEvent = Extract<TimerEvent, { type: (typeof SESSION_CHANGING_EVENTS)[number] }>;

export function sessionChangesOf(event: RecordedEvent<SessionChangingEvent>): SessionChange[] {
  const userId = timerStreamOwner(event.streamId);
  const change = (sign: 1 | -1, session: SavedSession): SessionChange => ({
    sign,
    span: {
      userId,
      sessionType: session.sessionType,
      startMs: Date.parse(session.startedAt),
      endMs: Date.parse(session.stoppedAt),
      timeZone: session.timeZone,
    },
  });
  switch (event.type) {
    case 'TimerStopped':
    case 'SessionAdded':
      return [change(1, event.data)];
    case 'SessionCorrected':
      return [change(-1, event.data.before), change(1, event.data.after)];
    case 'SessionDeleted':
      return [change(-1, event.data.deleted)];
    default:
      return assertNever(event);
  }
}
