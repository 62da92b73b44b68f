// The timer's rules: at most one session runs at a time, and only a running session can stop.
import type { Decider } from '../../shared/deciders/decider';
import { DomainError, assertNever } from '../../shared/deciders/domain-error';
import type { SessionType, TimerEvent } from './timer.events';

export type TimerState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly sessionId: string;
      readonly sessionType: SessionType;
      readonly startedAt: string;
      readonly timeZone: string;
    };

export type TimerCommand =
  | {
      readonly type: 'StartTimer';
      readonly data: {
        readonly sessionId: string;
        readonly sessionType: SessionType;
        readonly timeZone: string;
        readonly now: Date;
      };
    }
  | { readonly type: 'StopTimer'; readonly data: { readonly now: Date } };

const timerErrors = {
  alreadyRunning: (running: SessionType) =>
    new DomainError(
      'TIMER.ALREADY_RUNNING',
      'conflict',
      `A ${running} timer is already running. Stop it before starting another.`,
    ),
  notRunning: () =>
    new DomainError('TIMER.NOT_RUNNING', 'conflict', 'No timer is running, so there is nothing to stop.'),
};

const initialState: TimerState = { status: 'idle' };

function evolve(state: TimerState, event: TimerEvent): TimerState {
  switch (event.type) {
    case 'TimerStarted':
      return { status: 'running', ...event.data };
    case 'TimerStopped':
      return { status: 'idle' };
    default:
      return assertNever(event);
  }
}

function decide(command: TimerCommand, state: TimerState): TimerEvent[] {
  switch (command.type) {
    case 'StartTimer': {
      if (state.status === 'running') throw timerErrors.alreadyRunning(state.sessionType);
      const { sessionId, sessionType, timeZone, now } = command.data;
      return [
        {
          type: 'TimerStarted',
          data: { sessionId, sessionType, timeZone, startedAt: now.toISOString() },
        },
      ];
    }
    case 'StopTimer': {
      if (state.status === 'idle') throw timerErrors.notRunning();
      const stoppedAt = command.data.now;
      const elapsedMs = stoppedAt.getTime() - Date.parse(state.startedAt);
      return [
        {
          type: 'TimerStopped',
          data: {
            sessionId: state.sessionId,
            sessionType: state.sessionType,
            startedAt: state.startedAt,
            stoppedAt: stoppedAt.toISOString(),
            durationSeconds: Math.max(0, Math.round(elapsedMs / 1000)),
            timeZone: state.timeZone,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const timerDecider: Decider<TimerCommand, TimerEvent, TimerState> = {
  initialState,
  snapshot: { name: 'timer', version: 1 },
  evolve,
  decide,
};
