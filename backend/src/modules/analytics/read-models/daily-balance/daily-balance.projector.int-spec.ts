// Read model `daily-balance`: given stopped sessions, work and commute per person per local day.
import { type ProjectionTest, projectionTest } from '#src/shared/testing/projection-test';
import { stoppedSessions } from '#src/modules/analytics/testing/stopped-sessions';
import { DailyBalanceProjector } from './daily-balance.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const ROWS = 'select local_date::text, work_ms::int, commute_ms::int from daily_balance order by local_date';
const HOUR = 3_600_000;

describe('the daily-balance read model', () => {
  let test: ProjectionTest;
  beforeAll(async () => {
    test = await projectionTest(new DailyBalanceProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it("cuts a session at the person's own midnight, not UTC's", async () => {
    // 22:00 to 02:00 in Paris (UTC+1): two hours on each local day.
    await test.given(
      stoppedSessions(ALEX, [
        { type: 'work', start: '2026-11-16T21:00:00Z', end: '2026-11-17T01:00:00Z', timeZone: 'Europe/Paris' },
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      { local_date: '2026-11-16', work_ms: 2 * HOUR, commute_ms: 0 },
      { local_date: '2026-11-17', work_ms: 2 * HOUR, commute_ms: 0 },
    ]);
  });

  it("adds a day's sessions up, work and commute apart", async () => {
    await test.given(
      stoppedSessions(ALEX, [
        { type: 'commute', start: '2026-11-18T07:00:00Z', end: '2026-11-18T07:45:00Z', timeZone: 'UTC' },
        { type: 'work', start: '2026-11-18T08:00:00Z', end: '2026-11-18T12:00:00Z', timeZone: 'UTC' },
        { type: 'work', start: '2026-11-18T13:00:00Z', end: '2026-11-18T17:00:00Z', timeZone: 'UTC' },
      ]),
    );
    expect(await test.sql.query(ROWS)).toEqual([
      { local_date: '2026-11-18', work_ms: 8 * HOUR, commute_ms: 0.75 * HOUR },
    ]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = stoppedSessions(ALEX, [
      { type: 'work', start: '2026-03-28T22:00:00Z', end: '2026-03-29T03:00:00Z', timeZone: 'Europe/Paris' },
      { type: 'commute', start: '2026-03-29T07:00:00Z', end: '2026-03-29T07:30:00Z', timeZone: 'Europe/Paris' },
    ]);
    const { inline, rebuilt } = await test.inlineAndRebuilt(events, ROWS);
    expect(inline).toHaveLength(2);
    expect(rebuilt).toEqual(inline);
  });
});
