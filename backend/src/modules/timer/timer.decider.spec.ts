import { NO_LABELS } from '@pause/rules/session-labels';
import { foldEvents } from '#src/shared/deciders/decider';
import { scenarioFor } from '#src/shared/testing/decider-scenario';
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

describe('a forgotten timer', () => {
  it('stops at the end the person picks, and saves the session up to then', () => {
    given([started()])
      .when({
        type: 'StopTimer',
        data: { now: new Date('2026-11-17T08:00:00.000Z'), endedAt: new Date('2026-11-16T10:00:00.000Z') },
      })
      .then([stopped()]);
  });

  it('refuses an end before the timer started', () => {
    given([started()])
      .when({
        type: 'StopTimer',
        data: { now: new Date('2026-11-16T12:00:00.000Z'), endedAt: new Date('2026-11-16T08:00:00.000Z') },
      })
      .thenRefusedWith('SESSION.ENDS_BEFORE_START');
  });

  it('refuses an end in the future', () => {
    given([started()])
      .when({
        type: 'StopTimer',
        data: { now: new Date('2026-11-16T12:00:00.000Z'), endedAt: new Date('2026-11-16T13:00:00.000Z') },
      })
      .thenRefusedWith('SESSION.ENDS_IN_FUTURE');
  });

  it('never saves more than 24 hours without the person saying when it ended', () => {
    given([started()]).when(stop('2026-11-17T09:00:01.000Z')).thenRefusedWith('TIMER.RAN_TOO_LONG');
    given([started()])
      .when({
        type: 'StopTimer',
        data: { now: new Date('2026-11-18T12:00:00.000Z'), endedAt: new Date('2026-11-17T09:30:00.000Z') },
      })
      .thenRefusedWith('SESSION.TOO_LONG');
  });

  it('stops a timer of exactly 24 hours as it is', () => {
    const [event] = timerDecider.decide(stop('2026-11-17T09:00:00.000Z'), foldEvents(timerDecider, [started()]));
    expect(event.type === 'TimerStopped' && event.data.durationSeconds).toBe(24 * 3600);
  });

  it('is discarded without saving anything, and the timer is idle again', () => {
    given([started()])
      .when({ type: 'DiscardTimer', data: { now: new Date('2026-11-17T08:00:00.000Z') } })
      .then([
        {
          type: 'TimerDiscarded',
          data: {
            sessionId: SESSION,
            sessionType: 'work',
            startedAt: '2026-11-16T09:00:00.000Z',
            discardedAt: '2026-11-17T08:00:00.000Z',
          },
        },
      ]);
    const discarded: TimerEvent = {
      type: 'TimerDiscarded',
      data: {
        sessionId: SESSION,
        sessionType: 'work',
        startedAt: '2026-11-16T09:00:00.000Z',
        discardedAt: '2026-11-17T08:00:00.000Z',
      },
    };
    given([started(), discarded])
      .when(startWork('2026-11-17T08:01:00.000Z'))
      .then([started('2026-11-17T08:01:00.000Z')]);
  });

  it('is kept running when the person confirms it', () => {
    given([started()])
      .when({ type: 'ConfirmTimer', data: { now: new Date('2026-11-16T20:00:00.000Z') } })
      .then([{ type: 'TimerConfirmed', data: { sessionId: SESSION, confirmedAt: '2026-11-16T20:00:00.000Z' } }]);
  });

  it('cannot be discarded or confirmed when nothing runs', () => {
    given([])
      .when({ type: 'DiscardTimer', data: { now: new Date() } })
      .thenRefusedWith('TIMER.NOT_RUNNING');
    given([])
      .when({ type: 'ConfirmTimer', data: { now: new Date() } })
      .thenRefusedWith('TIMER.NOT_RUNNING');
  });
});

describe('a timer started late', () => {
  // Pressed Start at 09:00, really began at 08:40; the day's commute ended at 08:30.
  const NOW = '2026-11-16T09:05:00.000Z';
  const commute = {
    sessionType: 'commute' as const,
    startedAt: '2026-11-16T07:45:00.000Z',
    stoppedAt: '2026-11-16T08:30:00.000Z',
    durationSeconds: 2700,
    timeZone: 'Europe/Paris',
  };
  const moveStart = (startedAt: string, options: { limitHours?: number; now?: string } = {}): TimerCommand => ({
    type: 'MoveTimerStart',
    data: {
      startedAt: new Date(startedAt),
      now: new Date(options.now ?? NOW),
      limitHours: options.limitHours ?? 10,
      previous: commute,
    },
  });
  const moved = (startedAt: string, previousStartedAt = '2026-11-16T09:00:00.000Z'): TimerEvent => ({
    type: 'TimerStartMoved',
    data: { sessionId: SESSION, startedAt, previousStartedAt },
  });

  it('has its start moved earlier, carrying the start it had', () => {
    given([started()])
      .when(moveStart('2026-11-16T08:40:00.000Z'))
      .then([moved('2026-11-16T08:40:00.000Z')]);
  });

  it.each([
    ['later, but not past now', '2026-11-16T09:03:00.000Z'],
    ['to exactly when the previous session ended', '2026-11-16T08:30:00.000Z'],
    ['to now', NOW],
  ])('has its start moved %s', (_, startedAt) => {
    given([started()])
      .when(moveStart(startedAt))
      .then([moved(startedAt)]);
  });

  it.each([
    ['a start in the future', moveStart('2026-11-16T09:06:00.000Z'), 'TIMER.STARTS_IN_FUTURE'],
    [
      'a start before the previous session ended',
      moveStart('2026-11-16T08:29:59.000Z'),
      'TIMER.STARTS_BEFORE_PREVIOUS_SESSION',
    ],
    [
      "a start further back than the person's forgotten-timer limit",
      moveStart('2026-11-16T08:30:00.000Z', { limitHours: 1, now: '2026-11-16T09:40:00.000Z' }),
      'TIMER.STARTS_BEYOND_LIMIT',
    ],
  ])('refuses %s', (_, command, code) => {
    given([started()]).when(command).thenRefusedWith(code);
  });

  it('refuses to move a start when no timer is running', () => {
    given([]).when(moveStart('2026-11-16T08:40:00.000Z')).thenRefusedWith('TIMER.NOT_RUNNING');
    given([started(), stopped()]).when(moveStart('2026-11-16T08:40:00.000Z')).thenRefusedWith('TIMER.NOT_RUNNING');
  });

  it('says when the previous session ended, in the person’s time, and what the limit is', () => {
    const running = foldEvents(timerDecider, [started()]);
    expect(() => timerDecider.decide(moveStart('2026-11-16T08:00:00.000Z'), running)).toThrow(
      'Your commute session before this one ended at Mon 16 Nov 2026, 09:30. Choose that moment or later.',
    );
    expect(() =>
      timerDecider.decide(
        moveStart('2026-11-16T08:30:00.000Z', { limitHours: 1, now: '2026-11-16T09:40:00.000Z' }),
        running,
      ),
    ).toThrow('A running timer can start at most 1 hour ago, your "Still working?" limit.');
  });

  it('decides nothing when the start stays where it was', () => {
    given([started()]).when(moveStart('2026-11-16T09:00:00.000Z')).then([]);
  });

  it('saves the session from the moved start when it stops', () => {
    given([started(), moved('2026-11-16T08:40:00.000Z')])
      .when(stop('2026-11-16T10:00:00.000Z'))
      .then([
        {
          type: 'TimerStopped',
          data: {
            sessionId: SESSION,
            sessionType: 'work',
            startedAt: '2026-11-16T08:40:00.000Z',
            stoppedAt: '2026-11-16T10:00:00.000Z',
            durationSeconds: 80 * 60,
            timeZone: 'Europe/Paris',
          },
        },
      ]);
  });

  it('can be moved again, each move carrying the start before it', () => {
    given([started(), moved('2026-11-16T08:40:00.000Z')])
      .when(moveStart('2026-11-16T08:45:00.000Z'))
      .then([moved('2026-11-16T08:45:00.000Z', '2026-11-16T08:40:00.000Z')]);
  });
});

describe('presses kept on a device while offline', () => {
  // The day's commute ended at 08:30; Start was pressed offline at 09:00; the press arrives at 11:00.
  const NOW = '2026-11-16T11:00:00.000Z';
  const commute = {
    sessionType: 'commute' as const,
    startedAt: '2026-11-16T07:45:00.000Z',
    stoppedAt: '2026-11-16T08:30:00.000Z',
    durationSeconds: 2700,
    timeZone: 'Europe/Paris',
  };
  const pressedStart = (pressedAt: string, options: { limitHours?: number } = {}): TimerCommand => ({
    type: 'StartTimer',
    data: {
      sessionId: SESSION,
      sessionType: 'work',
      timeZone: 'Europe/Paris',
      now: new Date(NOW),
      pressed: { pressedAt: new Date(pressedAt), limitHours: options.limitHours ?? 10, previous: commute },
    },
  });
  const pressedStop = (pressedAt: string, now = NOW): TimerCommand => ({
    type: 'StopTimer',
    data: { now: new Date(now), pressedAt: new Date(pressedAt) },
  });

  it('starts the timer when Start was pressed', () => {
    given([])
      .when(pressedStart('2026-11-16T09:00:00.000Z'))
      .then([started('2026-11-16T09:00:00.000Z')]);
  });

  it("starts it now when the device's clock ran up to two minutes ahead", () => {
    given([])
      .when(pressedStart('2026-11-16T11:02:00.000Z'))
      .then([started(NOW)]);
  });

  it("starts it when the previous session ended when the device's clock ran up to two minutes behind", () => {
    given([])
      .when(pressedStart('2026-11-16T08:28:00.000Z'))
      .then([started('2026-11-16T08:30:00.000Z')]);
  });

  it.each([
    ['in the future', pressedStart('2026-11-16T11:02:01.000Z'), 'TIMER.STARTS_IN_FUTURE'],
    [
      'before the previous session ended',
      pressedStart('2026-11-16T08:27:59.000Z'),
      'TIMER.STARTS_BEFORE_PREVIOUS_SESSION',
    ],
    [
      "further back than the person's forgotten-timer limit",
      pressedStart('2026-11-16T09:00:00.000Z', { limitHours: 1 }),
      'TIMER.STARTS_BEYOND_LIMIT',
    ],
  ])('refuses a Start pressed %s', (_, command, code) => {
    given([]).when(command).thenRefusedWith(code);
  });

  it('refuses a Start while another timer runs, and names that timer', () => {
    const running = foldEvents(timerDecider, [started('2026-11-16T08:45:00.000Z', 'commute')]);
    let refusal: unknown;
    try {
      timerDecider.decide(pressedStart('2026-11-16T09:00:00.000Z'), running);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      code: 'TIMER.ALREADY_RUNNING',
      kind: 'conflict',
      details: { runningTimer: { type: 'commute', startTime: '2026-11-16T08:45:00.000Z' } },
    });
  });

  it('stops the timer when Stop was pressed', () => {
    given([started()]).when(pressedStop('2026-11-16T10:00:00.000Z')).then([stopped()]);
  });

  it("stops it now when the device's clock ran up to two minutes ahead", () => {
    given([started()]).when(pressedStop('2026-11-16T10:01:30.000Z', '2026-11-16T10:00:00.000Z')).then([stopped()]);
  });

  it.each([
    ['in the future', pressedStop('2026-11-16T11:02:01.000Z'), 'TIMER.STOP_PRESSED_IN_FUTURE'],
    ['before the running timer started', pressedStop('2026-11-16T08:59:00.000Z'), 'TIMER.STOP_PRESSED_BEFORE_START'],
    ['when the running timer started', pressedStop('2026-11-16T09:00:00.000Z'), 'TIMER.STOP_PRESSED_BEFORE_START'],
    [
      'more than a day after the timer started',
      pressedStop('2026-11-17T09:00:01.000Z', '2026-11-17T12:00:00.000Z'),
      'TIMER.RAN_TOO_LONG',
    ],
  ])('refuses a Stop pressed %s', (_, command, code) => {
    given([started()]).when(command).thenRefusedWith(code);
  });

  it('says when the Stop was pressed and when the running timer started, in the timer’s time zone', () => {
    const running = foldEvents(timerDecider, [started()]);
    expect(() => timerDecider.decide(pressedStop('2026-11-16T08:50:00.000Z'), running)).toThrow(
      'This Stop was pressed at Mon 16 Nov 2026, 09:50, before the work timer running now started (Mon 16 Nov 2026, 10:00)',
    );
  });

  it('refuses a pressed Stop when nothing is running', () => {
    given([]).when(pressedStop('2026-11-16T10:00:00.000Z')).thenRefusedWith('TIMER.NOT_RUNNING');
  });
});

describe('correcting the past', () => {
  const NOW = new Date('2026-11-20T12:00:00.000Z');
  const OTHER = '5d1c7a1e-21a4-4a4f-9d5e-0e2f3c4b5a69';
  const saved = (startedAt: string, stoppedAt: string, sessionType: 'work' | 'commute' = 'work') => ({
    sessionType,
    startedAt,
    stoppedAt,
    durationSeconds: (Date.parse(stoppedAt) - Date.parse(startedAt)) / 1000,
    timeZone: 'Europe/Paris',
  });
  const morningCommute = saved('2026-11-19T07:00:00.000Z', '2026-11-19T07:45:00.000Z', 'commute');
  const add = (start: string, end: string, nearby = [{ sessionId: OTHER, ...morningCommute }]): TimerCommand => ({
    type: 'AddSession',
    data: {
      sessionId: SESSION,
      sessionType: 'commute',
      start: new Date(start),
      end: new Date(end),
      timeZone: 'Europe/Paris',
      source: 'manual',
      now: NOW,
      nearby,
    },
  });

  it('adds a session that was never timed', () => {
    given([])
      .when(add('2026-11-19T17:00:00.000Z', '2026-11-19T17:40:00.000Z'))
      .then([
        {
          type: 'SessionAdded',
          data: {
            sessionId: SESSION,
            source: 'manual',
            ...saved('2026-11-19T17:00:00.000Z', '2026-11-19T17:40:00.000Z', 'commute'),
          },
        },
      ]);
  });

  it('adds a session that ends exactly when another begins', () => {
    given([]).when(add('2026-11-19T06:00:00.000Z', '2026-11-19T07:00:00.000Z')).then([expect.anything()]);
  });

  it('refuses a session that overlaps another, naming it in the person’s time', () => {
    given([]).when(add('2026-11-19T07:30:00.000Z', '2026-11-19T08:30:00.000Z')).thenRefusedWith('SESSION.OVERLAPS');
    expect(() =>
      timerDecider.decide(add('2026-11-19T07:30:00.000Z', '2026-11-19T08:30:00.000Z'), { status: 'idle' }),
    ).toThrow('This overlaps your commute session from Thu 19 Nov 2026, 08:00 to Thu 19 Nov 2026, 08:45.');
  });

  it('refuses a session that ends before it starts, lies in the future or lasts over 24 hours', () => {
    given([])
      .when(add('2026-11-19T10:00:00.000Z', '2026-11-19T10:00:00.000Z'))
      .thenRefusedWith('SESSION.ENDS_BEFORE_START');
    given([])
      .when(add('2026-11-20T11:00:00.000Z', '2026-11-20T12:30:00.000Z'))
      .thenRefusedWith('SESSION.ENDS_IN_FUTURE');
    given([])
      .when(add('2026-11-18T08:00:00.000Z', '2026-11-19T08:00:01.000Z', []))
      .thenRefusedWith('SESSION.TOO_LONG');
  });

  it('refuses a session that overlaps the running timer', () => {
    given([started('2026-11-20T09:00:00.000Z')])
      .when(add('2026-11-20T08:30:00.000Z', '2026-11-20T09:30:00.000Z'))
      .thenRefusedWith('SESSION.OVERLAPS_RUNNING_TIMER');
    given([started('2026-11-20T09:00:00.000Z')])
      .when(add('2026-11-20T08:00:00.000Z', '2026-11-20T09:00:00.000Z'))
      .then([expect.anything()]);
  });

  const correct = (
    changes: { start?: string; end?: string; sessionType?: 'work' | 'commute' },
    current = morningCommute,
  ): TimerCommand => ({
    type: 'CorrectSession',
    data: {
      sessionId: OTHER,
      current,
      labels: { current: NO_LABELS, wanted: NO_LABELS },
      sessionType: changes.sessionType ?? current.sessionType,
      start: new Date(changes.start ?? current.startedAt),
      end: new Date(changes.end ?? current.stoppedAt),
      now: NOW,
      nearby: [{ sessionId: OTHER, ...current }],
    },
  });

  it('corrects a session, carrying it as it was and as it is now', () => {
    given([])
      .when(correct({ end: '2026-11-19T08:00:00.000Z', sessionType: 'work' }))
      .then([
        {
          type: 'SessionCorrected',
          data: {
            sessionId: OTHER,
            before: morningCommute,
            after: saved('2026-11-19T07:00:00.000Z', '2026-11-19T08:00:00.000Z', 'work'),
          },
        },
      ]);
  });

  it('decides nothing when the correction changes nothing', () => {
    given([]).when(correct({})).then([]);
  });

  it('refuses to correct a session that does not exist', () => {
    given([])
      .when({ ...correct({}), data: { ...correct({}).data, current: undefined } } as TimerCommand)
      .thenRefusedWith('SESSION.NOT_FOUND');
  });

  it('says what a session was about, with its times corrected or not, in one decision', () => {
    const review = { description: 'Sprint review', project: 'Acme', tags: ['meetings'] };
    const relabel = (command: TimerCommand): TimerCommand =>
      ({ ...command, data: { ...command.data, labels: { current: NO_LABELS, wanted: review } } }) as TimerCommand;
    given([])
      .when(relabel(correct({})))
      .then([{ type: 'SessionLabelled', data: { sessionId: OTHER, labels: review } }]);
    given([])
      .when(relabel(correct({ sessionType: 'work' })))
      .then([
        { type: 'SessionCorrected', data: expect.objectContaining({ sessionId: OTHER }) },
        { type: 'SessionLabelled', data: { sessionId: OTHER, labels: review } },
      ]);
  });

  it('deletes a session, carrying it as it was', () => {
    given([])
      .when({ type: 'DeleteSession', data: { sessionId: OTHER, current: morningCommute } })
      .then([{ type: 'SessionDeleted', data: { sessionId: OTHER, deleted: morningCommute } }]);
    given([])
      .when({ type: 'DeleteSession', data: { sessionId: OTHER, current: undefined } })
      .thenRefusedWith('SESSION.NOT_FOUND');
  });
});

describe('what a session is about', () => {
  const review = { description: 'Sprint review', project: 'Acme / Website', tags: ['meetings'] };

  it('is said as a timer starts ("Continue") and only when there is something to say', () => {
    given([])
      .when({
        ...startWork('2026-11-16T09:00:00.000Z'),
        data: { ...startWork('2026-11-16T09:00:00.000Z').data, labels: review },
      } as TimerCommand)
      .then([{ type: 'TimerStarted', data: expect.objectContaining({ labels: review }) }]);
    given([])
      .when({
        ...startWork('2026-11-16T09:00:00.000Z'),
        data: { ...startWork('2026-11-16T09:00:00.000Z').data, labels: NO_LABELS },
      } as TimerCommand)
      .then([{ type: 'TimerStarted', data: expect.not.objectContaining({ labels: expect.anything() }) }]);
  });

  it('can be said of the running timer, and changes nothing when it says the same', () => {
    given([started()])
      .when({ type: 'LabelRunningTimer', data: { labels: review, current: NO_LABELS } })
      .then([{ type: 'SessionLabelled', data: { sessionId: SESSION, labels: review } }]);
    given([started()])
      .when({ type: 'LabelRunningTimer', data: { labels: review, current: review } })
      .then([]);
  });

  it('cannot be said of a timer that is not running', () => {
    given([started(), stopped()])
      .when({ type: 'LabelRunningTimer', data: { labels: review, current: NO_LABELS } })
      .thenRefusedWith('TIMER.NOT_RUNNING');
  });

  it('leaves the timer running as it was', () => {
    const labelled: TimerEvent = { type: 'SessionLabelled', data: { sessionId: SESSION, labels: review } };
    expect(foldEvents(timerDecider, [started(), labelled])).toEqual(foldEvents(timerDecider, [started()]));
  });
});
