// Read model `weekly-balance`: given stopped sessions, work and commute per person per local week.
import { type ProjectionTest, projectionTest } from '#src/shared/testing/projection-test';
import { stoppedSessions } from '#src/modules/analytics/testing/stopped-sessions';
import { WeeklyBalanceProjector } from './weekly-balance.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const ROWS = 'select week_start::text, work_ms::int, commute_ms::int from weekly_balance order by week_start';
const HOUR = 3_600_000;

describe('the weekly-balance read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new WeeklyBalanceProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('gives a session over Sunday midnight to both weeks, each starting on its local Monday', async () => {
    // Sunday 22:00 to Monday 01:00 in New York (UTC-5).
    await test.given(
      stoppedSessions(ALEX, [
        { type: 'work', start: '2026-11-23T03:00:00Z', end: '2026-11-23T06:00:00Z', timeZone: 'America/New_York' },
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      { week_start: '2026-11-16', work_ms: 2 * HOUR, commute_ms: 0 },
      { week_start: '2026-11-23', work_ms: 1 * HOUR, commute_ms: 0 },
    ]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = stoppedSessions(ALEX, [
      { type: 'commute', start: '2026-11-16T07:00:00Z', end: '2026-11-16T08:00:00Z', timeZone: 'UTC' },
      { type: 'work', start: '2026-11-22T20:00:00Z', end: '2026-11-23T02:00:00Z', timeZone: 'UTC' },
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toEqual([
      { week_start: '2026-11-16', work_ms: 4 * HOUR, commute_ms: 1 * HOUR },
      { week_start: '2026-11-23', work_ms: 2 * HOUR, commute_ms: 0 },
    ]);
    expect(rebuilt).toEqual(inline);
  });
});
