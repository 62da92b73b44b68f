import { foldEvents } from '../../shared/deciders/decider';
import { scenarioFor } from '../../shared/testing/decider-scenario';
import { type TimerCommand, timerDecider } from './timer.decider';
import type { TimerEvent } from './timer.events';

const SESSION = '0b7f6a52-8d7c-4c55-9d55-6f0f7f2d9a01';

const started = (startedAt = '2026-11-16T09:00:00.000Z', sessionType: 'work' | 'commute' = 'work'): TimerEvent => ({
  type: 'TimerStarted',
  data: { sessionId: SESSION, sessionType, startedAt, timeZone: 'Europe/Paris' },
});

const stopped = (): TimerEvent => ({
  type: 'TimerStopped',
  data: {
    sessionId: SESSION,
    sessionType: 'work',
    startedAt: '2026-11-16T09:00:00.000Z',
    stoppedAt: '2026-11-16T10:00:00.000Z',
    durationSeconds: 3600,
    timeZone: 'Europe/Paris',
  },
});

const startWork = (now: string): TimerCommand => ({
  type: 'StartTimer',
  data: { sessionId: SESSION, sessionType: 'work', timeZone: 'Europe/Paris', now: new Date(now) },
});

const stop = (now: string): TimerCommand => ({ type: 'StopTimer', data: { now: new Date(now) } });

const given = scenarioFor(timerDecider);

describe('the timer', () => {
  it('starts a work session when nothing is running', () => {
    given([]).when(startWork('2026-11-16T09:00:00.000Z')).then([started()]);
  });

  it('starts a commute session after an earlier session was stopped', () => {
    given([started(), stopped()])
      .when({
        type: 'StartTimer',
        data: {
          sessionId: SESSION,
          sessionType: 'commute',
          timeZone: 'Europe/Paris',
          now: new Date('2026-11-16T17:00:00.000Z'),
        },
      })
      .then([started('2026-11-16T17:00:00.000Z', 'commute')]);
  });

  it('refuses to start a second session while one is running', () => {
    given([started()]).when(startWork('2026-11-16T09:30:00.000Z')).thenRefusedWith('TIMER.ALREADY_RUNNING');
  });

  it('says which kind of session is already running', () => {
    const state = foldEvents(timerDecider, [started('2026-11-16T09:00:00.000Z', 'commute')]);
    expect(() => timerDecider.decide(startWork('2026-11-16T09:30:00.000Z'), state)).toThrow(
      'A commute timer is already running',
    );
  });

  it('stops the running session, carrying its start, end, type and duration', () => {
    given([started()]).when(stop('2026-11-16T10:00:00.000Z')).then([stopped()]);
  });

  it('rounds the duration to whole seconds', () => {
    const [event] = timerDecider.decide(stop('2026-11-16T09:00:01.600Z'), foldEvents(timerDecider, [started()]));
    expect(event.type === 'TimerStopped' && event.data.durationSeconds).toBe(2);
  });

  it('never records a negative duration when the clock stepped back', () => {
    const [event] = timerDecider.decide(stop('2026-11-16T08:59:00.000Z'), foldEvents(timerDecider, [started()]));
    expect(event.type === 'TimerStopped' && event.data.durationSeconds).toBe(0);
  });

  it('refuses to stop when nothing is running', () => {
    given([]).when(stop('2026-11-16T10:00:00.000Z')).thenRefusedWith('TIMER.NOT_RUNNING');
  });

  it('refuses to stop a session twice', () => {
    given([started(), stopped()]).when(stop('2026-11-16T11:00:00.000Z')).thenRefusedWith('TIMER.NOT_RUNNING');
  });
});
