// Read model `achievement-days`: given stopped sessions, the facts of each local day the achievement
// rules read (work, commute, work after 18:00, sessions touching the day, the day's time zone).
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import { stoppedSessions } from '#src/modules/analytics/testing/stopped-sessions';
import { savedSession, sessionCorrections } from '#src/modules/timer/testing/timer-sessions';
import { timerStreamId } from '#src/modules/timer/timer.events';
import { AchievementDaysProjector } from './achievement-days.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const ROWS = `select local_date::text, work_ms::int, commute_ms::int, evening_work_ms::int, sessions, time_zone
              from achievement_days order by local_date`;
const HOUR = 3_600_000;

describe('the achievement-days read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new AchievementDaysProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('counts the work after 18:00 local time as evening work, and each session touching a day', async () => {
    // Paris (UTC+1): a commute, then work from 16:00 to 20:30.
    await test.given(
      stoppedSessions(ALEX, [
        { type: 'commute', start: '2026-11-18T14:00:00Z', end: '2026-11-18T14:30:00Z', timeZone: 'Europe/Paris' },
        { type: 'work', start: '2026-11-18T15:00:00Z', end: '2026-11-18T19:30:00Z', timeZone: 'Europe/Paris' },
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      {
        local_date: '2026-11-18',
        work_ms: 4.5 * HOUR,
        commute_ms: 0.5 * HOUR,
        evening_work_ms: 2.5 * HOUR,
        sessions: 2,
        time_zone: 'Europe/Paris',
      },
    ]);
  });

  it('gives a night session to both days it touches, with each evening', async () => {
    await test.given(
      stoppedSessions(ALEX, [
        { type: 'work', start: '2026-11-18T21:00:00Z', end: '2026-11-19T02:00:00Z', timeZone: 'UTC' },
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      {
        local_date: '2026-11-18',
        work_ms: 3 * HOUR,
        commute_ms: 0,
        evening_work_ms: 3 * HOUR,
        sessions: 1,
        time_zone: 'UTC',
      },
      { local_date: '2026-11-19', work_ms: 2 * HOUR, commute_ms: 0, evening_work_ms: 0, sessions: 1, time_zone: 'UTC' },
    ]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = stoppedSessions(ALEX, [
      { type: 'work', start: '2026-11-18T08:00:00Z', end: '2026-11-18T19:00:00Z', timeZone: 'UTC' },
      { type: 'commute', start: '2026-11-18T19:10:00Z', end: '2026-11-18T19:50:00Z', timeZone: 'UTC' },
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(1);
    expect(rebuilt).toEqual(inline);
  });

  describe('after corrections', () => {
    const SESSION = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const evening = savedSession({
      type: 'work',
      start: new Date('2026-11-18T17:00:00Z'),
      end: new Date('2026-11-18T19:00:00Z'),
      timeZone: 'Europe/Paris',
    });
    const morning = { ...evening, startedAt: '2026-11-19T08:00:00.000Z', stoppedAt: '2026-11-19T10:00:00.000Z' };

    it('moves a corrected session to its new day and forgets the day it left', async () => {
      const events = storedEvents(timerStreamId(ALEX), [
        sessionCorrections.added(SESSION, evening),
        sessionCorrections.corrected(SESSION, evening, morning),
      ]);
      const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
      expect(inline).toEqual([
        {
          local_date: '2026-11-19',
          work_ms: 2 * HOUR,
          commute_ms: 0,
          evening_work_ms: 0,
          sessions: 1,
          time_zone: 'Europe/Paris',
        },
      ]);
      expect(rebuilt).toEqual(inline);
    });

    it('forgets a day whose only session was deleted, one append at a time or in one batch', async () => {
      const events = storedEvents(timerStreamId(ALEX), [
        sessionCorrections.added(SESSION, evening),
        sessionCorrections.deleted(SESSION, evening),
      ]);
      const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
      expect(inline).toEqual([]);
      expect(rebuilt).toEqual([]);
    });
  });
});
