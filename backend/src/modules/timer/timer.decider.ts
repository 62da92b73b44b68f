// The timer's rules: at most one session runs at a time, and only a running session can stop or have
// its start moved (rules/src/running-timer-start.ts says where to); a Start or Stop pressed on a device
// while it was offline counts from the moment it was pressed (rules/src/pressed-moments.ts); saved sessions can be added
// afterwards, corrected and deleted, but never overlap each other or the running timer, never end in
// the future and never last longer than a session may (rules/src/longest-session.ts).
//
// The state holds only the running timer, so it stays small however long the history (the runner keeps
// it as a snapshot). What a command about saved sessions needs to know of them (the session it changes,
// the sessions around the new times) comes in with the command, read from the `sessions` read model
// after the stream's version: that read model is projected in the same transaction as the events, so it
// shows at least every event the decision is taken on, and a later append makes this one fail and be
// decided again (DeciderRunner).
import { LONGEST_SESSION_HOURS, exceedsLongestSession } from '@pause/rules/longest-session';
import { type SessionLabels, hasLabels, sameLabels } from '@pause/rules/session-labels';
import {
  type RunningStartContext,
  type RunningStartRefusal,
  runningStartRefusal,
} from '@pause/rules/running-timer-start';
import { type PressedStopRefusal, pressedStart, pressedStop } from '@pause/rules/pressed-moments';
import type { Decider } from '#src/shared/deciders/decider';
import { DomainError, assertNever } from '#src/shared/deciders/domain-error';
import { dated, moment } from '#src/shared/deciders/dated-message';
import type { AddedSessionSource, SavedSession, SessionLabelled, SessionType, TimerEvent } from './timer.events';
import type { RowRefusal } from './domain/import-file';

export type TimerState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly sessionId: string;
      readonly sessionType: SessionType;
      readonly startedAt: string;
      readonly timeZone: string;
    };

/** A saved session with its id, as commands about saved sessions are given them. */
export interface KnownSession extends SavedSession {
  readonly sessionId: string;
}

/**
 * What a running timer's start is judged against besides now (rules/src/running-timer-start.ts): read
 * by the command's handler, for a start being moved or a Start pressed offline.
 */
export interface RunningStartFacts {
  /** The person's forgotten-timer limit: a start lies no further back. */
  readonly limitHours: number;
  /** The person's latest saved session ending by now, if any: a start lies not before its end. */
  readonly previous: SavedSession | undefined;
}

/** A Start pressed on a device while it was offline: when, and what that moment is judged against. */
export interface PressedStartFacts extends RunningStartFacts {
  readonly pressedAt: Date;
}

/** The times a saved session is to have. */
export interface SessionTimes {
  readonly sessionType: SessionType;
  readonly start: Date;
  readonly end: Date;
}

export type TimerCommand =
  | {
      readonly type: 'StartTimer';
      readonly data: {
        readonly sessionId: string;
        readonly sessionType: SessionType;
        readonly timeZone: string;
        readonly now: Date;
        /** What it is about ("Continue" starts a timer with a saved session's labels). */
        readonly labels?: SessionLabels;
        /** For a Start pressed offline: the timer starts when it was pressed, not now. */
        readonly pressed?: PressedStartFacts;
      };
    }
  /** Says what the running timer is about; `current` is what it says now (read model `session-labels`). */
  | {
      readonly type: 'LabelRunningTimer';
      readonly data: { readonly labels: SessionLabels; readonly current: SessionLabels };
    }
  /**
   * Stops the running timer now, at the end the person picked (a forgotten timer), or when its Stop was
   * pressed on a device while offline.
   */
  | {
      readonly type: 'StopTimer';
      readonly data: { readonly now: Date; readonly endedAt?: Date; readonly pressedAt?: Date };
    }
  | {
      /** The running timer began at another moment than the one it says ("I started 20 minutes late"). */
      readonly type: 'MoveTimerStart';
      readonly data: RunningStartFacts & { readonly startedAt: Date; readonly now: Date };
    }
  | { readonly type: 'DiscardTimer'; readonly data: { readonly now: Date } }
  | { readonly type: 'ConfirmTimer'; readonly data: { readonly now: Date } }
  | {
      readonly type: 'AddSession';
      readonly data: SessionTimes & {
        readonly sessionId: string;
        readonly timeZone: string;
        readonly source: AddedSessionSource;
        readonly importKey?: string;
        readonly labels?: SessionLabels;
        readonly now: Date;
        /** The saved sessions that could overlap the new times. */
        readonly nearby: readonly KnownSession[];
      };
    }
  | {
      /** Saves the sessions of (part of) an imported file that fit: one SessionAdded per session, in one append. */
      readonly type: 'ImportSessions';
      readonly data: ImportSessionsData;
    }
  | {
      readonly type: 'CorrectSession';
      readonly data: SessionTimes & {
        readonly sessionId: string;
        /** The session as it is saved now; undefined when there is none with this id. */
        readonly current: SavedSession | undefined;
        /** Its labels as they are, and as they are to be (the same when the correction leaves them). */
        readonly labels: { readonly current: SessionLabels; readonly wanted: SessionLabels };
        readonly now: Date;
        readonly nearby: readonly KnownSession[];
      };
    }
  | {
      readonly type: 'DeleteSession';
      readonly data: { readonly sessionId: string; readonly current: SavedSession | undefined };
    };

/** A session read from an imported file, with its row's number in the file and its import key. */
export interface ImportCandidate extends SessionTimes {
  readonly rowNumber: number;
  readonly sessionId: string;
  readonly timeZone: string;
  readonly importKey: string;
  /** Its description, project and tags as the file names them. */
  readonly labels: SessionLabels;
}

/** A session an import added before: labelled or not (a file imported before labels were kept was not). */
export interface ImportedBefore {
  readonly sessionId: string;
  readonly labelled: boolean;
}

export interface ImportSessionsData {
  readonly candidates: readonly ImportCandidate[];
  readonly now: Date;
  /** The saved sessions that could overlap the file's span. */
  readonly nearby: readonly KnownSession[];
  /** The import keys saved already, with the session each belongs to. */
  readonly importedKeys: ReadonlyMap<string, ImportedBefore>;
}

/**
 * What an import does with each row: adds it, refuses it (with why), or skips it as imported before,
 * giving that session the row's labels when it has none.
 */
export interface ImportPlan {
  readonly added: Extract<TimerEvent, { type: 'SessionAdded' }>[];
  readonly labelled: SessionLabelled[];
  readonly refused: RowRefusal[];
  readonly alreadyImported: number;
}

const timerErrors = {
  /** With the timer running, for a device whose Start lost to another's to show it. */
  alreadyRunning: (running: Running) =>
    new DomainError(
      'TIMER.ALREADY_RUNNING',
      'conflict',
      `A ${running.sessionType} timer is already running. Stop it before starting another.`,
      runningTimerDetails(running),
    ),
  notRunning: (so = 'there is nothing to stop') =>
    new DomainError('TIMER.NOT_RUNNING', 'conflict', `No timer is running, so ${so}.`),
  startsInFuture: () =>
    new DomainError(
      'TIMER.STARTS_IN_FUTURE',
      'invalid',
      'A timer cannot start in the future. Choose a moment up to now.',
    ),
  startsBeforePrevious: (previous: SavedSession) =>
    new DomainError(
      'TIMER.STARTS_BEFORE_PREVIOUS_SESSION',
      'conflict',
      dated`Your ${previous.sessionType} session before this one ended at ${moment(previous.stoppedAt, previous.timeZone)}. Choose that moment or later.`,
    ),
  startsBeyondLimit: (limitHours: number) =>
    new DomainError(
      'TIMER.STARTS_BEYOND_LIMIT',
      'invalid',
      `A running timer can start at most ${hoursText(limitHours)} ago, your "Still working?" limit. ` +
        'Choose a later start, or add the earlier time as a session of its own.',
    ),
  stopPressedBeforeStart: (running: Running, pressedAt: Date) =>
    new DomainError(
      'TIMER.STOP_PRESSED_BEFORE_START',
      'conflict',
      dated`This Stop was pressed at ${moment(pressedAt.toISOString(), running.timeZone)}, before the ${running.sessionType} timer running now started (${moment(running.startedAt, running.timeZone)}), so it was meant for another timer. Stop this one when you are done with it.`,
      runningTimerDetails(running),
    ),
  stopPressedInFuture: (running: Running, pressedAt: Date) =>
    new DomainError(
      'TIMER.STOP_PRESSED_IN_FUTURE',
      'invalid',
      dated`This Stop says it was pressed at ${moment(pressedAt.toISOString(), running.timeZone)}, which has not come yet. Check the device's date and time, then stop the timer again.`,
    ),
  ranTooLong: () =>
    new DomainError(
      'TIMER.RAN_TOO_LONG',
      'conflict',
      `This timer has been running for more than ${LONGEST_SESSION_HOURS} hours. Choose when the session ended, or discard it.`,
    ),
  endsBeforeStart: () => new DomainError('SESSION.ENDS_BEFORE_START', 'invalid', 'A session must end after it starts.'),
  endsInFuture: () =>
    new DomainError('SESSION.ENDS_IN_FUTURE', 'invalid', 'A session cannot end in the future. Choose an earlier end.'),
  tooLong: () =>
    new DomainError(
      'SESSION.TOO_LONG',
      'invalid',
      `A session can last at most ${LONGEST_SESSION_HOURS} hours. Split a longer stretch into several sessions.`,
    ),
  overlaps: (other: SavedSession) =>
    new DomainError(
      'SESSION.OVERLAPS',
      'conflict',
      dated`This overlaps your ${other.sessionType} session from ${moment(other.startedAt, other.timeZone)} to ${moment(other.stoppedAt, other.timeZone)}. Change the times so the two do not overlap.`,
    ),
  overlapsRunning: (running: Running) =>
    new DomainError(
      'SESSION.OVERLAPS_RUNNING_TIMER',
      'conflict',
      dated`This overlaps the ${running.sessionType} timer running since ${moment(running.startedAt, running.timeZone)}. End it before the timer started, or stop the timer first.`,
    ),
  notFound: () =>
    new DomainError('SESSION.NOT_FOUND', 'not-found', 'There is no such session. It may have been deleted already.'),
};

type Running = Extract<TimerState, { status: 'running' }>;

/** The running timer as a refusal shows it: its type and start, as the start's answer gives them. */
function runningTimerDetails(running: Running) {
  return { runningTimer: { type: running.sessionType, startTime: running.startedAt } };
}

const initialState: TimerState = { status: 'idle' };

function evolve(state: TimerState, event: TimerEvent): TimerState {
  switch (event.type) {
    case 'TimerStarted':
      return { status: 'running', ...event.data };
    case 'TimerStartMoved':
      return state.status === 'running' ? { ...state, startedAt: event.data.startedAt } : state;
    case 'TimerStopped':
    case 'TimerDiscarded':
      return { status: 'idle' };
    case 'TimerConfirmed':
    case 'SessionAdded':
    case 'SessionCorrected':
    case 'SessionDeleted':
    case 'SessionLabelled':
      return state;
    default:
      return assertNever(event);
  }
}

function decide(command: TimerCommand, state: TimerState): TimerEvent[] {
  switch (command.type) {
    case 'StartTimer': {
      if (state.status === 'running') throw timerErrors.alreadyRunning(state);
      const { sessionId, sessionType, timeZone, now, labels, pressed } = command.data;
      const startedAt = pressed ? startOfPressed(pressed, now) : now;
      return [
        {
          type: 'TimerStarted',
          data: { sessionId, sessionType, timeZone, startedAt: startedAt.toISOString(), ...labelsField(labels) },
        },
      ];
    }
    case 'LabelRunningTimer': {
      if (state.status === 'idle') throw timerErrors.notRunning();
      const { labels, current } = command.data;
      return sameLabels(labels, current) ? [] : [labelled(state.sessionId, labels)];
    }
    case 'StopTimer': {
      if (state.status === 'idle') throw timerErrors.notRunning();
      const { now, endedAt, pressedAt } = command.data;
      const startMs = Date.parse(state.startedAt);
      // A pressed Stop is a plain stop at the moment it was pressed: past the longest session, the person
      // chooses when it ended, as they would on the spot.
      const end = endedAt ?? (pressedAt ? stopOfPressed(state, pressedAt, now) : now);
      if (endedAt) checkTimes(startMs, endedAt.getTime(), now);
      else if (exceedsLongestSession(startMs, end.getTime())) throw timerErrors.ranTooLong();
      return [
        {
          type: 'TimerStopped',
          data: {
            sessionId: state.sessionId,
            sessionType: state.sessionType,
            startedAt: state.startedAt,
            stoppedAt: end.toISOString(),
            durationSeconds: durationSeconds(startMs, end.getTime()),
            timeZone: state.timeZone,
          },
        },
      ];
    }
    case 'MoveTimerStart': {
      if (state.status === 'idle') throw timerErrors.notRunning('there is no start to change');
      const { startedAt, now, limitHours, previous } = command.data;
      const startMs = startedAt.getTime();
      if (startMs === Date.parse(state.startedAt)) return [];
      const refusal = runningStartRefusal(startMs, runningStartContext(now, command.data));
      if (refusal) throw startRefused(refusal, limitHours, previous);
      return [
        {
          type: 'TimerStartMoved',
          data: { sessionId: state.sessionId, startedAt: startedAt.toISOString(), previousStartedAt: state.startedAt },
        },
      ];
    }
    case 'DiscardTimer': {
      if (state.status === 'idle') throw timerErrors.notRunning();
      const { sessionId, sessionType, startedAt } = state;
      return [
        {
          type: 'TimerDiscarded',
          data: { sessionId, sessionType, startedAt, discardedAt: command.data.now.toISOString() },
        },
      ];
    }
    case 'ConfirmTimer': {
      if (state.status === 'idle') throw timerErrors.notRunning();
      return [
        { type: 'TimerConfirmed', data: { sessionId: state.sessionId, confirmedAt: command.data.now.toISOString() } },
      ];
    }
    case 'AddSession': {
      const { sessionId, timeZone, source, importKey, labels, now, nearby } = command.data;
      const session = savedSession(command.data, timeZone);
      checkSession(session, { now, state, nearby, except: sessionId });
      return [
        {
          type: 'SessionAdded',
          data: { sessionId, source, ...(importKey ? { importKey } : {}), ...session, ...labelsField(labels) },
        },
      ];
    }
    case 'ImportSessions': {
      const plan = planImport(command.data, state);
      return [...plan.added, ...plan.labelled];
    }
    case 'CorrectSession': {
      const { sessionId, current, labels, now, nearby } = command.data;
      if (!current) throw timerErrors.notFound();
      const after = savedSession(command.data, current.timeZone);
      const events: TimerEvent[] = [];
      if (!sameSession(current, after)) {
        checkSession(after, { now, state, nearby, except: sessionId });
        events.push({ type: 'SessionCorrected', data: { sessionId, before: savedAs(current), after } });
      }
      if (!sameLabels(labels.current, labels.wanted)) events.push(labelled(sessionId, labels.wanted));
      return events;
    }
    case 'DeleteSession': {
      const { sessionId, current } = command.data;
      if (!current) throw timerErrors.notFound();
      return [{ type: 'SessionDeleted', data: { sessionId, deleted: savedAs(current) } }];
    }
    default:
      return assertNever(command);
  }
}

/** Labels as an event carries them: only when there is something to say. */
function labelsField(labels: SessionLabels | undefined): { labels?: SessionLabels } {
  return hasLabels(labels) ? { labels } : {};
}

function labelled(sessionId: string, labels: SessionLabels): SessionLabelled {
  return { type: 'SessionLabelled', data: { sessionId, labels } };
}

function savedSession(times: SessionTimes, timeZone: string): SavedSession {
  const [startMs, endMs] = [times.start.getTime(), times.end.getTime()];
  return {
    sessionType: times.sessionType,
    startedAt: times.start.toISOString(),
    stoppedAt: times.end.toISOString(),
    durationSeconds: durationSeconds(startMs, endMs),
    timeZone,
  };
}

/** Only the saved fields, whatever else the given object carries (a read-model row's id, say). */
function savedAs(session: SavedSession): SavedSession {
  const { sessionType, startedAt, stoppedAt, durationSeconds, timeZone } = session;
  return { sessionType, startedAt, stoppedAt, durationSeconds, timeZone };
}

function sameSession(a: SavedSession, b: SavedSession): boolean {
  return (
    a.sessionType === b.sessionType &&
    Date.parse(a.startedAt) === Date.parse(b.startedAt) &&
    Date.parse(a.stoppedAt) === Date.parse(b.stoppedAt)
  );
}

function runningStartContext(now: Date, facts: RunningStartFacts): RunningStartContext {
  return {
    nowMs: now.getTime(),
    limitHours: facts.limitHours,
    previousSessionEndMs: facts.previous ? Date.parse(facts.previous.stoppedAt) : null,
  };
}

/** When a timer whose Start was pressed offline starts: when it was pressed, within the bounds of a running timer's start. */
function startOfPressed(pressed: PressedStartFacts, now: Date): Date {
  const start = pressedStart(pressed.pressedAt.getTime(), runningStartContext(now, pressed));
  if ('refusal' in start) throw startRefused(start.refusal, pressed.limitHours, pressed.previous);
  return new Date(start.startMs);
}

/** When the running timer whose Stop was pressed offline ends: when it was pressed, after its start and by now. */
function stopOfPressed(running: Running, pressedAt: Date, now: Date): Date {
  const stop = pressedStop(pressedAt.getTime(), { startMs: Date.parse(running.startedAt), nowMs: now.getTime() });
  if ('refusal' in stop) throw stopRefused(stop.refusal, running, pressedAt);
  return new Date(stop.stopMs);
}

function stopRefused(refusal: PressedStopRefusal, running: Running, pressedAt: Date): DomainError {
  switch (refusal) {
    case 'not-after-start':
      return timerErrors.stopPressedBeforeStart(running, pressedAt);
    case 'in-the-future':
      return timerErrors.stopPressedInFuture(running, pressedAt);
    default:
      return assertNever(refusal);
  }
}

/** The sentence for a refused start of the running timer. */
function startRefused(
  refusal: RunningStartRefusal,
  limitHours: number,
  previous: SavedSession | undefined,
): DomainError {
  switch (refusal) {
    case 'in-the-future':
      return timerErrors.startsInFuture();
    case 'before-previous-session':
      if (!previous) throw new Error('A start was refused for a previous session, but there is none.');
      return timerErrors.startsBeforePrevious(previous);
    case 'beyond-limit':
      return timerErrors.startsBeyondLimit(limitHours);
    default:
      return assertNever(refusal);
  }
}

/** '1 hour', '10 hours', '1.5 hours'. */
function hoursText(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

function durationSeconds(startMs: number, endMs: number): number {
  return Math.max(0, Math.round((endMs - startMs) / 1000));
}

/** A span any session may have: after its start, not in the future, no longer than the longest session. */
function checkTimes(startMs: number, endMs: number, now: Date): void {
  if (endMs <= startMs) throw timerErrors.endsBeforeStart();
  if (endMs > now.getTime()) throw timerErrors.endsInFuture();
  if (exceedsLongestSession(startMs, endMs)) throw timerErrors.tooLong();
}

/** A saved session's times are possible and overlap neither another saved session nor the running timer. */
function checkSession(
  session: SavedSession,
  context: { now: Date; state: TimerState; nearby: readonly KnownSession[]; except: string },
): void {
  const [startMs, endMs] = [Date.parse(session.startedAt), Date.parse(session.stoppedAt)];
  checkTimes(startMs, endMs, context.now);
  const { state } = context;
  if (state.status === 'running' && endMs > Date.parse(state.startedAt)) throw timerErrors.overlapsRunning(state);
  const overlapping = context.nearby.find(
    (other) =>
      other.sessionId !== context.except &&
      Date.parse(other.startedAt) < endMs &&
      startMs < Date.parse(other.stoppedAt),
  );
  if (overlapping) throw timerErrors.overlaps(overlapping);
}

/**
 * Row by row, in the order the sessions start: a row imported before is skipped (its session given the
 * row's labels if it has none: a file imported before labels were kept fills them in); one whose times are
 * impossible, or that overlaps a saved session, the running timer or a row already taken, is refused
 * with the sentence a person would get adding it by hand; the rest are added. Sorting makes each check
 * a binary search (a file may hold tens of thousands of rows): among sessions sorted by start, one
 * overlaps [start, end) exactly when the latest end among those starting before `end` is after `start`.
 */
export function planImport(data: ImportSessionsData, state: TimerState): ImportPlan {
  const added: ImportPlan['added'] = [];
  const labelledBefore: SessionLabelled[] = [];
  const labelledNow = new Set<string>();
  const refused: ImportPlan['refused'] = [];
  let alreadyImported = 0;
  const saved = new SortedSessions(data.nearby);
  const taken: { session: SavedSession; rowNumber: number }[] = [];
  let takenLatestEnd = -Infinity;
  const candidates = [...data.candidates].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.rowNumber - b.rowNumber,
  );
  for (const candidate of candidates) {
    const before = data.importedKeys.get(candidate.importKey);
    if (before) {
      alreadyImported++;
      if (!before.labelled && hasLabels(candidate.labels) && !labelledNow.has(before.sessionId)) {
        labelledBefore.push(labelled(before.sessionId, candidate.labels));
        labelledNow.add(before.sessionId);
      }
      continue;
    }
    const session = savedSession(candidate, candidate.timeZone);
    const [startMs, endMs] = [candidate.start.getTime(), candidate.end.getTime()];
    try {
      checkTimes(startMs, endMs, data.now);
      if (state.status === 'running' && endMs > Date.parse(state.startedAt)) throw timerErrors.overlapsRunning(state);
      const other = saved.overlapping(startMs, endMs);
      if (other) throw timerErrors.overlaps(other);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ rowNumber: candidate.rowNumber, reason: error.message, ...error.dated });
      continue;
    }
    if (startMs < takenLatestEnd) {
      let other = taken.length - 1;
      while (Date.parse(taken[other].session.stoppedAt) <= startMs) other--;
      refused.push({
        rowNumber: candidate.rowNumber,
        reason: `This overlaps row ${taken[other].rowNumber} of the same file.`,
      });
      continue;
    }
    taken.push({ session, rowNumber: candidate.rowNumber });
    takenLatestEnd = Math.max(takenLatestEnd, endMs);
    const { sessionId, importKey, labels } = candidate;
    added.push({
      type: 'SessionAdded',
      data: { sessionId, source: 'import', importKey, ...session, ...labelsField(labels) },
    });
  }
  refused.sort((a, b) => a.rowNumber - b.rowNumber);
  return { added, labelled: labelledBefore, refused, alreadyImported };
}

/** Saved sessions sorted by start, with the latest end so far at each place: overlap by binary search. */
class SortedSessions {
  private readonly sessions: SavedSession[];
  private readonly latestEnds: number[] = [];

  constructor(sessions: readonly SavedSession[]) {
    this.sessions = [...sessions].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
    let latest = -Infinity;
    for (const session of this.sessions) {
      latest = Math.max(latest, Date.parse(session.stoppedAt));
      this.latestEnds.push(latest);
    }
  }

  /** A saved session overlapping [startMs, endMs), if any. */
  overlapping(startMs: number, endMs: number): SavedSession | undefined {
    let [low, high] = [0, this.sessions.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (Date.parse(this.sessions[middle].startedAt) < endMs) low = middle + 1;
      else high = middle;
    }
    const last = low - 1;
    if (last < 0 || this.latestEnds[last] <= startMs) return undefined;
    for (let index = last; index >= 0; index--) {
      if (Date.parse(this.sessions[index].stoppedAt) > startMs) return this.sessions[index];
    }
    return undefined;
  }
}

export const timerDecider: Decider<TimerCommand, TimerEvent, TimerState> = {
  initialState,
  snapshot: { name: 'timer', version: 2 },
  evolve,
  decide,
};
