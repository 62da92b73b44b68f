// Read model `monthly-balance`: given stopped sessions, work and commute per person per local month.
import { type ProjectionTest, projectionTest } from '#src/shared/testing/projection-test';
import { stoppedSessions } from '#src/modules/analytics/testing/stopped-sessions';
import { MonthlyBalanceProjector } from './monthly-balance.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const ROWS = 'select year, month, work_ms::int, commute_ms::int from monthly_balance order by year, month';
const HOUR = 3_600_000;

describe('the monthly-balance read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new MonthlyBalanceProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it("gives a session over the year's last midnight to both months, in the person's time zone", async () => {
    // 23:00 on 31 December to 01:30 on 1 January in Kolkata (UTC+5:30).
    await test.given(
      stoppedSessions(ALEX, [
        { type: 'commute', start: '2026-12-31T17:30:00Z', end: '2026-12-31T20:00:00Z', timeZone: 'Asia/Kolkata' },
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      { year: 2026, month: 12, work_ms: 0, commute_ms: 1 * HOUR },
      { year: 2027, month: 1, work_ms: 0, commute_ms: 1.5 * HOUR },
    ]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = stoppedSessions(ALEX, [
      { type: 'work', start: '2026-11-30T20:00:00Z', end: '2026-12-01T04:00:00Z', timeZone: 'UTC' },
      { type: 'work', start: '2026-12-02T08:00:00Z', end: '2026-12-02T09:00:00Z', timeZone: 'UTC' },
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toEqual([
      { year: 2026, month: 11, work_ms: 4 * HOUR, commute_ms: 0 },
      { year: 2026, month: 12, work_ms: 5 * HOUR, commute_ms: 0 },
    ]);
    expect(rebuilt).toEqual(inline);
  });
});
