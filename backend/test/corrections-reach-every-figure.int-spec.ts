// A correction reaches every figure built from sessions (issue 24): the week's balance (the dial, the
// insights and their totals), the days (the week at a glance, the trend), the month (the monthly
// pattern) and the leaderboard all answer from the history as it now is, once a session is corrected,
// deleted, or added to the past.
import type TestAgent from 'supertest/lib/agent';
import { befriend } from '#src/modules/friends/testing/befriend';
import { type TestApp, startTestApp } from '#src/testing/test-app';

describe('a correction reaches every figure built from sessions', () => {
  let pause: TestApp;
  let alex: TestAgent;
  let sam: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex.figures@example.com', givenName: 'Alex' });
    sam = await pause.signedIn({ email: 'sam.figures@example.com', givenName: 'Sam' });
    pause.clock.set('2026-11-25T18:00:00.000Z');
    await befriend(alex, sam, 'sam.figures@example.com');
  });

  afterAll(() => pause.close());

  const weekly = async () =>
    (await alex.get('/api/analytics/weekly?weekStart=2026-11-23').expect(200)).body as {
      workHours: number;
      commuteHours: number;
      lifePercentage: number;
    };
  const monday = async () =>
    (
      (await alex.get('/api/analytics/daily?startDate=2026-11-23&endDate=2026-11-29').expect(200)).body as {
        date: string;
        workHours: number;
        commuteHours: number;
      }[]
    )[0];
  const mondayInMonth = async () =>
    (
      (await alex.get('/api/analytics/monthly?year=2026&month=11').expect(200)).body as {
        date: string;
        workHours: number;
        commuteHours: number;
        balanceScore: number;
      }[]
    ).find((day) => day.date === '2026-11-23');
  const alexOnSamsBoard = async () =>
    (
      (await sam.get('/api/friends/leaderboard').expect(200)).body.entries as {
        person: { firstName: string };
        lifePercentage: number | null;
      }[]
    ).find((entry) => entry.person.firstName === 'Alex')?.lifePercentage;

  it('follows an added session, then its correction, then its deletion, on every figure', async () => {
    const added = await alex
      .post('/api/sessions')
      .send({ type: 'work', startTime: '2026-11-23T08:00:00Z', endTime: '2026-11-23T20:00:00Z' })
      .expect(201);
    // Wednesday 18:00: 66 hours of the week lived, 54 of them left to life ("so far", docs/decisions.md).
    expect(await weekly()).toMatchObject({ workHours: 12, commuteHours: 0, lifePercentage: 82 });
    expect(await monday()).toMatchObject({ date: '2026-11-23', workHours: 12, commuteHours: 0 });
    expect(await mondayInMonth()).toMatchObject({ workHours: 12, balanceScore: 50 });
    expect(await alexOnSamsBoard()).toBe(82);

    await alex.patch(`/api/sessions/${added.body.id}`).send({ type: 'commute' }).expect(200);
    expect(await weekly()).toMatchObject({ workHours: 0, commuteHours: 12 });
    expect(await monday()).toMatchObject({ workHours: 0, commuteHours: 12 });
    expect(await mondayInMonth()).toMatchObject({ workHours: 0, commuteHours: 12 });

    await alex.delete(`/api/sessions/${added.body.id}`).expect(200);
    expect(await weekly()).toMatchObject({ workHours: 0, commuteHours: 0, lifePercentage: 100 });
    expect(await monday()).toMatchObject({ workHours: 0, commuteHours: 0 });
    expect(await mondayInMonth()).toMatchObject({ workHours: 0, commuteHours: 0 });
    expect(await alexOnSamsBoard()).toBeNull();
  });
});
