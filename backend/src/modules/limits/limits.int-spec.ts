// The limits calls over HTTP against real PostgreSQL: a person's limits kept and refused, a week against
// them and the health thresholds as sessions are added, corrected and deleted through the sessions API,
// the weekly digest recorded once, gone with the account, and the four-month average.
import { limitsRefusal } from '@pause/rules/personal-limits';
import type TestAgent from 'supertest/lib/agent';
import { expectSingleErrorShape } from '#src/shared/testing/error-shape';
import { type TestApp, startTestApp } from '#src/testing/test-app';

const BERLIN = 'Europe/Berlin';
const WEEK = '2026-11-16';
/** Wednesday of the week after: the week of 16 November has ended, and is "last week". */
const THE_WEDNESDAY_AFTER = '2026-11-25T12:00:00.000Z';
const NO_LIMITS = { weeklyWorkHours: null, dailyCommuteMinutes: null, latestWorkHour: null, daysOff: null };
const MY_LIMITS = { weeklyWorkHours: 50, dailyCommuteMinutes: 60, latestWorkHour: 19, daysOff: 2 };

describe('limits and health thresholds over HTTP', () => {
  let pause: TestApp;
  let people = 0;

  beforeAll(async () => {
    pause = await startTestApp();
  });

  afterAll(() => pause.close());

  async function personInBerlin(): Promise<{ agent: TestAgent; id: string }> {
    const agent = await pause.signedIn({ email: `limits-${++people}@example.com`, givenName: 'Lene' });
    await agent.patch('/api/auth/user').send({ timeZone: BERLIN }).expect(200);
    return { agent, id: (await agent.get('/api/auth/user').expect(200)).body.id };
  }

  /** Adds a saved session (times in UTC) through the sessions API; answers its id. */
  async function added(agent: TestAgent, type: 'work' | 'commute', startTime: string, endTime: string) {
    return (await agent.post('/api/sessions').send({ type, startTime, endTime }).expect(201)).body.id as string;
  }

  /** 09:00 to 17:00 in Berlin (CET) on each of these November dates: eight hours of work each. */
  async function officeDays(agent: TestAgent, ...days: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const day of days)
      ids.push(await added(agent, 'work', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T16:00:00Z`));
    return ids;
  }

  const weekOf = async (agent: TestAgent, weekStart = WEEK) =>
    (await agent.get(`/api/limits/week?weekStart=${weekStart}`).expect(200)).body;

  describe('my limits', () => {
    it('are all unset until I set them, then kept as I set them', async () => {
      const { agent } = await personInBerlin();
      expect((await agent.get('/api/limits').expect(200)).body).toEqual(NO_LIMITS);
      const limits = { ...MY_LIMITS, weeklyWorkHours: 37.5, daysOff: null };
      expect((await agent.put('/api/limits').send(limits).expect(200)).body).toEqual(limits);
      expect((await agent.get('/api/limits').expect(200)).body).toEqual(limits);
      expect((await agent.put('/api/limits').send(NO_LIMITS).expect(200)).body).toEqual(NO_LIMITS);
    });

    it.each([
      ['weekly work not in half hours', { ...MY_LIMITS, weeklyWorkHours: 40.25 }],
      ['weekly work over 100 hours', { ...MY_LIMITS, weeklyWorkHours: 101 }],
      ['a commute of a few seconds', { ...MY_LIMITS, dailyCommuteMinutes: 2.5 }],
      ['a latest hour in the morning', { ...MY_LIMITS, latestWorkHour: 8 }],
      ['seven days off', { ...MY_LIMITS, daysOff: 7 }],
    ])("refuses %s with the rule's sentence, and changes nothing", async (_name, limits) => {
      const { agent } = await personInBerlin();
      await agent.put('/api/limits').send(MY_LIMITS).expect(200);
      const refused = await agent.put('/api/limits').send(limits).expect(400);
      expectSingleErrorShape(refused.body, 400);
      expect(refused.body.message).toBe(limitsRefusal(limits));
      expect((await agent.get('/api/limits').expect(200)).body).toEqual(MY_LIMITS);
    });

    it.each([
      ['a limit left out', { weeklyWorkHours: 40, dailyCommuteMinutes: 60, latestWorkHour: 19 }, /daysOff/],
      ['a limit as text', { ...MY_LIMITS, weeklyWorkHours: '40' }, /weeklyWorkHours must be a number/],
      ['a field it does not know', { ...MY_LIMITS, sleepHours: 8 }, /sleepHours is not a field/],
    ])('refuses %s, and changes nothing', async (_name, body, message) => {
      const { agent } = await personInBerlin();
      const refused = await agent.put('/api/limits').send(body).expect(400);
      expectSingleErrorShape(refused.body, 400);
      expect([refused.body.message].flat().join(' ')).toMatch(message);
      expect((await agent.get('/api/limits').expect(200)).body).toEqual(NO_LIMITS);
    });
  });

  describe('a week against my limits and the thresholds', () => {
    it('shows both long-week lines for 56 hours, neither for exactly 48.0, and withdraws my crossed limit when I delete a day', async () => {
      const { agent } = await personInBerlin();
      await agent.put('/api/limits').send(MY_LIMITS).expect(200);
      pause.clock.set(THE_WEDNESDAY_AFTER);
      const [monday] = await officeDays(agent, '16', '17', '18', '19', '20', '21', '22');

      const long = await weekOf(agent);
      expect(long).toMatchObject({ weekStart: WEEK, weekIsOver: true, workHours: 56 });
      expect(long.thresholds.euWeeklyLimit).toEqual({ limitHours: 48, crossed: true });
      expect(long.thresholds.whoIloLongWeek).toEqual({ limitHours: 55, crossed: true });
      expect(long.limits.weeklyWork).toEqual({ limitHours: 50, workedHours: 56, crossed: true });
      expect(long.limits.daysOff).toEqual({ wanted: 2, daysWorked: 7, crossed: true });
      expect(long.sources.euWorkingTimeDirective).toMatch(/^https:\/\/eur-lex\.europa\.eu\//);

      await agent.delete(`/api/sessions/${monday}`).expect(200);
      const corrected = await weekOf(agent);
      expect(corrected.workHours).toBe(48);
      expect(corrected.thresholds.euWeeklyLimit.crossed).toBe(false);
      expect(corrected.thresholds.whoIloLongWeek.crossed).toBe(false);
      expect(corrected.limits.weeklyWork).toEqual({ limitHours: 50, workedHours: 48, crossed: false });
    });

    it('finds a short night and a long day without a break, and withdraws the short night when I correct the morning', async () => {
      const { agent } = await personInBerlin();
      pause.clock.set(THE_WEDNESDAY_AFTER);
      // Tuesday 08:00 to 20:00 in Berlin, then Wednesday from 06:00: ten hours between them.
      await added(agent, 'work', '2026-11-17T07:00:00Z', '2026-11-17T19:00:00Z');
      const morning = await added(agent, 'work', '2026-11-18T05:00:00Z', '2026-11-18T09:00:00Z');

      const week = await weekOf(agent);
      expect(week.thresholds.shortRests).toEqual([
        {
          windowStart: '2026-11-17T07:00:00.000Z',
          restFrom: '2026-11-17T19:00:00.000Z',
          restUntil: '2026-11-18T05:00:00.000Z',
          restHours: 10,
          night: '2026-11-17',
        },
      ]);
      expect(week.thresholds.workWithoutBreak).toEqual([
        { from: '2026-11-17T07:00:00.000Z', until: '2026-11-17T19:00:00.000Z', workHours: 12, date: '2026-11-17' },
      ]);

      await agent
        .patch(`/api/sessions/${morning}`)
        .send({ startTime: '2026-11-18T09:00:00Z', endTime: '2026-11-18T12:00:00Z' })
        .expect(200);
      expect((await weekOf(agent)).thresholds.shortRests).toEqual([]);
    });

    it('counts a running timer as work up to now, and judges no weekly rest before the week has held one', async () => {
      const { agent } = await personInBerlin();
      await agent
        .put('/api/limits')
        .send({ ...MY_LIMITS, latestWorkHour: 19 })
        .expect(200);
      // Monday 23 November, working from 18:00 in Berlin; asked at 21:30.
      pause.clock.set('2026-11-23T17:00:00.000Z');
      await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.set('2026-11-23T20:30:00.000Z');
      const week = await weekOf(agent, '2026-11-23');
      expect(week).toMatchObject({ weekIsOver: false, workHours: 3.5 });
      expect(week.limits.latestWorkHour).toEqual({ hour: 19, lateDays: ['2026-11-23'], crossed: true });
      expect(week.thresholds.weeklyRest).toMatchObject({ judged: false, crossed: false });
      await agent.post('/api/timer/stop').expect(200);
    });

    it.each(['2026-11-17', '2026-02-30', 'last week'])('refuses the week of %s', async (weekStart) => {
      const { agent } = await personInBerlin();
      const refused = await agent.get(`/api/limits/week?weekStart=${weekStart}`).expect(400);
      expectSingleErrorShape(refused.body, 400);
    });
  });

  describe('the weekly digest', () => {
    it('looks back on last week, and records its announcement and dismissal once, however often they are sent', async () => {
      const { agent } = await personInBerlin();
      pause.clock.set(THE_WEDNESDAY_AFTER);
      await officeDays(agent, '16', '17');
      const first = (await agent.get('/api/limits/digest').expect(200)).body;
      expect(first.digest).toMatchObject({ weekStart: WEEK, announced: false, dismissed: false });
      expect(first.digest.week).toEqual(await weekOf(agent));

      await agent.post(`/api/limits/digests/${WEEK}/announced`).expect(204);
      pause.clock.set('2026-11-25T13:00:00.000Z');
      await agent.post(`/api/limits/digests/${WEEK}/announced`).expect(204);
      expect((await agent.get('/api/limits/digest').expect(200)).body.digest).toMatchObject({
        announced: true,
        dismissed: false,
      });
      await agent.post(`/api/limits/digests/${WEEK}/dismissed`).expect(204);
      pause.clock.set('2026-11-25T14:00:00.000Z');
      await agent.post(`/api/limits/digests/${WEEK}/dismissed`).expect(204);
      expect((await agent.get('/api/limits/digest').expect(200)).body.digest).toMatchObject({
        announced: true,
        dismissed: true,
      });

      const past = (await agent.get('/api/limits/digests').expect(200)).body;
      expect(past.digests).toEqual([
        {
          weekStart: WEEK,
          announcedAt: THE_WEDNESDAY_AFTER,
          dismissedAt: '2026-11-25T13:00:00.000Z',
          week: expect.objectContaining({ weekStart: WEEK, workHours: 16 }),
        },
      ]);
    });

    it('follows a correction: a session added to last week afterwards is in its digest', async () => {
      const { agent } = await personInBerlin();
      pause.clock.set(THE_WEDNESDAY_AFTER);
      await officeDays(agent, '16');
      await agent.post(`/api/limits/digests/${WEEK}/announced`).expect(204);
      await officeDays(agent, '17', '18', '19', '20', '21', '22');
      const { digests } = (await agent.get('/api/limits/digests').expect(200)).body;
      expect(digests[0].week.thresholds.whoIloLongWeek.crossed).toBe(true);
    });

    it('is null when last week holds no session, and nothing is recorded for a week without one', async () => {
      const { agent } = await personInBerlin();
      pause.clock.set(THE_WEDNESDAY_AFTER);
      await officeDays(agent, '23');
      expect((await agent.get('/api/limits/digest').expect(200)).body).toEqual({ digest: null });
      for (const weekStart of [WEEK, '2026-11-23']) {
        const missing = await agent.post(`/api/limits/digests/${weekStart}/announced`).expect(404);
        expectSingleErrorShape(missing.body, 404);
      }
      expect((await agent.get('/api/limits/digests').expect(200)).body).toEqual({ digests: [] });
    });

    it('refuses a week that is not a Monday', async () => {
      const { agent } = await personInBerlin();
      for (const weekStart of ['2026-11-17', 'monday']) {
        expectSingleErrorShape((await agent.post(`/api/limits/digests/${weekStart}/dismissed`).expect(400)).body, 400);
      }
    });

    it('is gone, with my limits, when I delete my account', async () => {
      const { agent, id } = await personInBerlin();
      pause.clock.set(THE_WEDNESDAY_AFTER);
      await agent.put('/api/limits').send(MY_LIMITS).expect(200);
      await officeDays(agent, '16');
      await agent.post(`/api/limits/digests/${WEEK}/announced`).expect(204);
      const digestsOf = async () =>
        (await pause.sql.query('select 1 from weekly_digests where user_id = $1', [id])).length;
      expect(await digestsOf()).toBe(1);
      await agent
        .delete('/api/auth/user')
        .send({ confirmation: `limits-${people}@example.com` })
        .expect(204);
      expect(await digestsOf()).toBe(0);
    });
  });

  describe('the four-month average', () => {
    it('averages each month over the four calendar months ending with it, to today for this month', async () => {
      const { agent } = await personInBerlin();
      // Ten hours in September and in October, eight on 16 November; today is 25 November.
      await added(agent, 'work', '2026-09-15T07:00:00Z', '2026-09-15T17:00:00Z');
      await added(agent, 'work', '2026-10-15T07:00:00Z', '2026-10-15T17:00:00Z');
      pause.clock.set(THE_WEDNESDAY_AFTER);
      await officeDays(agent, '16');
      const answer = (await agent.get('/api/limits/average-week?from=2026-09&to=2026-12').expect(200)).body;
      const hours = (workHours: number, days: number) => Math.round(((workHours * 7) / days) * 10_000) / 10_000;
      expect(answer).toEqual({
        limitHours: 48,
        months: [
          {
            month: '2026-09',
            periodFrom: '2026-06-01',
            periodTo: '2026-09-30',
            averageWeeklyWorkHours: hours(10, 122),
          },
          {
            month: '2026-10',
            periodFrom: '2026-07-01',
            periodTo: '2026-10-31',
            averageWeeklyWorkHours: hours(20, 123),
          },
          {
            month: '2026-11',
            periodFrom: '2026-08-01',
            periodTo: '2026-11-25',
            averageWeeklyWorkHours: hours(28, 117),
          },
        ],
      });
    });

    it.each([
      ['to before from', 'from=2026-11&to=2026-10'],
      ['more than 24 months', 'from=2024-11&to=2026-11'],
      ['a month that is not one', 'from=2026-13&to=2026-12'],
      ['a month left out', 'from=2026-11'],
    ])('refuses %s', async (_name, query) => {
      const { agent } = await personInBerlin();
      expectSingleErrorShape((await agent.get(`/api/limits/average-week?${query}`).expect(400)).body, 400);
    });
  });
});
