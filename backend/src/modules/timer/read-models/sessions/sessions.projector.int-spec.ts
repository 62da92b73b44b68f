// Read model `sessions`: given the timer's events, every saved session once.
import { type ProjectionTest, projectionTest, storedEvents } from '../../../../shared/testing/projection-test';
import { sessionEvents } from '../../testing/timer-sessions';
import { timerStreamId } from '../../timer.events';
import { SessionsProjector } from './sessions.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const ROWS = `select user_id, session_type, started_at::text, stopped_at::text, duration_seconds, time_zone
              from sessions order by started_at`;

describe('the sessions read model', () => {
  let test: ProjectionTest;
  const session = (type: 'work' | 'commute', start: string, end: string) =>
    sessionEvents({ type, start: new Date(start), end: new Date(end), timeZone: 'America/Santiago' });

  beforeAll(async () => {
    test = await projectionTest(new SessionsProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('saves a session when it stops, not when it starts', async () => {
    const [started, stopped] = session('work', '2026-11-16T12:00:00Z', '2026-11-16T20:30:15Z');
    await test.given(storedEvents(timerStreamId(ALEX), [started]));
    expect(await test.sql.execute(ROWS)).toEqual([]);
    await test.given(storedEvents(timerStreamId(ALEX), [stopped], { firstVersion: 2 }));
    expect(await test.sql.execute(ROWS)).toEqual([
      {
        user_id: ALEX,
        session_type: 'work',
        started_at: '2026-11-16 12:00:00+00',
        stopped_at: '2026-11-16 20:30:15+00',
        duration_seconds: 30615,
        time_zone: 'America/Santiago',
      },
    ]);
  });

  it('saves a stop delivered twice once', async () => {
    const stopped = storedEvents(
      timerStreamId(ALEX),
      session('commute', '2026-11-16T07:00:00Z', '2026-11-16T07:40:00Z'),
    )[1];
    await test.given([stopped]);
    await test.given([stopped]);
    expect(await test.sql.execute(ROWS)).toHaveLength(1);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = storedEvents(timerStreamId(ALEX), [
      ...session('commute', '2026-11-16T07:00:00Z', '2026-11-16T07:40:00Z'),
      ...session('work', '2026-11-16T08:00:00Z', '2026-11-16T16:00:00Z'),
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });
});
