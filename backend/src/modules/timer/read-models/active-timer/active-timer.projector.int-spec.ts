// Read model `active-timer`: given the timer's events, the one running session per person, from its
// start as last moved.
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import { sessionEvents } from '#src/modules/timer/testing/timer-sessions';
import { type TimerEvent, timerStreamId } from '#src/modules/timer/timer.events';
import { ActiveTimerProjector } from './active-timer.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ROWS = 'select user_id, session_type, started_at::text from active_timer order by user_id';

describe('the active-timer read model', () => {
  let test: ProjectionTest;
  const session = (type: 'work' | 'commute', start: string) =>
    sessionEvents({
      type,
      start: new Date(start),
      end: new Date(Date.parse(start) + 3600_000),
      timeZone: 'Europe/Paris',
    });

  const moved = (sessionId: string, startedAt: string): TimerEvent => ({
    type: 'TimerStartMoved',
    data: { sessionId, startedAt, previousStartedAt: '2026-11-16T09:00:00.000Z' },
  });

  beforeAll(async () => {
    test = await projectionTest(new ActiveTimerProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('holds a started session until it stops', async () => {
    const [started, stopped] = session('commute', '2026-11-16T07:30:00Z');
    await test.given(storedEvents(timerStreamId(ALEX), [started]));
    expect(await test.sql.query(ROWS)).toEqual([
      { user_id: ALEX, session_type: 'commute', started_at: '2026-11-16 07:30:00+00' },
    ]);

    await test.given(storedEvents(timerStreamId(ALEX), [stopped], { firstVersion: 2 }));
    expect(await test.sql.query(ROWS)).toEqual([]);
  });

  it('holds the start as the person last moved it, and only for the session running', async () => {
    const [started] = session('work', '2026-11-16T09:00:00Z');
    await test.given(
      storedEvents(timerStreamId(ALEX), [
        started,
        moved(started.data.sessionId, '2026-11-16T08:40:00.000Z'),
        moved('00000000-0000-4000-8000-000000000000', '2026-11-16T07:00:00.000Z'),
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      { user_id: ALEX, session_type: 'work', started_at: '2026-11-16 08:40:00+00' },
    ]);
  });

  it("keeps each person's timer apart", async () => {
    const [alexStarted] = session('work', '2026-11-16T09:00:00Z');
    const [samStarted, samStopped] = session('commute', '2026-11-16T08:00:00Z');
    await test.given([
      ...storedEvents(timerStreamId(ALEX), [alexStarted]),
      ...storedEvents(timerStreamId(SAM), [samStarted, samStopped]),
    ]);
    expect(await test.sql.query(ROWS)).toEqual([
      { user_id: ALEX, session_type: 'work', started_at: '2026-11-16 09:00:00+00' },
    ]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const [commuteStarted] = session('commute', '2026-11-16T18:00:00Z');
    const events = [
      ...storedEvents(timerStreamId(ALEX), [
        ...session('work', '2026-11-16T09:00:00Z'),
        commuteStarted,
        moved(commuteStarted.data.sessionId, '2026-11-16T17:50:00.000Z'),
      ]),
      ...storedEvents(timerStreamId(SAM), session('work', '2026-11-16T10:00:00Z')),
    ];
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toEqual([{ user_id: ALEX, session_type: 'commute', started_at: '2026-11-16 17:50:00+00' }]);
    expect(rebuilt).toEqual(inline);
  });
});
