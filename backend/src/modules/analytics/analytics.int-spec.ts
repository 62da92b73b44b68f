import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';

describe('analytics over HTTP', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp();
  });

  afterAll(() => pause.close());

  async function personIn(timeZone: string, name: string): Promise<TestAgent> {
    const person = await pause.signedIn({ email: `${name.toLowerCase()}@example.com`, givenName: name });
    await person.patch('/api/auth/user').send({ timeZone }).expect(200);
    return person;
  }

  async function session(person: TestAgent, type: 'work' | 'commute', from: string, to: string) {
    pause.clock.set(from);
    await person.post('/api/timer/start').send({ type }).expect(201);
    pause.clock.set(to);
    await person.post('/api/timer/stop').expect(200);
  }

  it('answers an ended week of a person who tracked nothing as all life, too little tracked to judge', async () => {
    const nobody = await personIn('UTC', 'Nobody');
    pause.clock.set('2026-11-30T09:00:00Z');
    const week = await nobody.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200);
    expect(week.body).toEqual({
      weekStart: '2026-11-16',
      workHours: 0,
      commuteHours: 0,
      lifeHours: 168,
      lifePercentage: 100,
      hoursCounted: 168,
      trackedDays: 0,
      standing: 'not_judged',
    });
  });

  it('counts as life only the hours lived so far in the week under way, then the whole week once it ends', async () => {
    const thea = await personIn('Europe/Paris', 'Thea');
    // Monday to Thursday, 8 h 45 of work a day: 35 hours.
    for (const day of ['16', '17', '18', '19']) {
      await session(thea, 'work', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T16:45:00Z`);
    }
    // Thursday 22:00 in Paris: 3 days and 22 hours lived, 94 hours.
    pause.clock.set('2026-11-19T21:00:00Z');
    const soFar = await thea.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200);
    expect(soFar.body).toEqual({
      weekStart: '2026-11-16',
      workHours: 35,
      commuteHours: 0,
      lifeHours: 59,
      lifePercentage: 63,
      hoursCounted: 94,
      trackedDays: 4,
      standing: 'in_progress',
    });
    // The week over, all its 168 hours count: 133 of them life.
    pause.clock.set('2026-11-23T08:00:00Z');
    const whole = await thea.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200);
    expect(whole.body).toMatchObject({ lifeHours: 133, lifePercentage: 79, hoursCounted: 168, standing: 'judged' });
    // Next week has not begun on the 20th: nothing is lived of it yet.
    pause.clock.set('2026-11-20T08:00:00Z');
    const next = await thea.get('/api/analytics/weekly?weekStart=2026-11-23').expect(200);
    expect(next.body).toMatchObject({ hoursCounted: 0, lifeHours: 0, lifePercentage: 0, standing: 'not_begun' });
  });

  it('sums a week of work and commute, right after the stop', async () => {
    const ada = await personIn('Europe/Paris', 'Ada');
    await session(ada, 'work', '2026-11-16T08:00:00Z', '2026-11-16T16:30:00Z');
    await session(ada, 'commute', '2026-11-16T16:30:00Z', '2026-11-16T17:15:00Z');
    await session(ada, 'work', '2026-11-20T08:00:00Z', '2026-11-20T12:00:00Z');
    pause.clock.set('2026-11-24T08:00:00Z');
    const week = await ada.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200);
    expect(week.body).toEqual({
      weekStart: '2026-11-16',
      workHours: 12.5,
      commuteHours: 0.75,
      lifeHours: 154.75,
      lifePercentage: 92,
      hoursCounted: 168,
      trackedDays: 2,
      standing: 'not_judged',
    });
  });

  it("puts a night session's hours on both local days, and into both weeks across a Sunday midnight", async () => {
    const noor = await personIn('Asia/Kolkata', 'Noor');
    // Sunday 22 Nov 22:00 to Monday 23 Nov 02:00 in Kolkata (UTC+5:30).
    await session(noor, 'work', '2026-11-22T16:30:00Z', '2026-11-22T20:30:00Z');
    const days = await noor.get('/api/analytics/daily?startDate=2026-11-22&endDate=2026-11-23').expect(200);
    expect(days.body).toEqual([
      { date: '2026-11-22', workHours: 2, commuteHours: 0 },
      { date: '2026-11-23', workHours: 2, commuteHours: 0 },
    ]);
    expect((await noor.get('/api/analytics/weekly?weekStart=2026-11-16')).body.workHours).toBe(2);
    expect((await noor.get('/api/analytics/weekly?weekStart=2026-11-23')).body.workHours).toBe(2);
  });

  it('lists every day of a range, days without sessions as zeros', async () => {
    const sol = await personIn('UTC', 'Sol');
    await session(sol, 'commute', '2026-11-18T07:00:00Z', '2026-11-18T08:30:00Z');
    const days = await sol.get('/api/analytics/daily?startDate=2026-11-16&endDate=2026-11-22').expect(200);
    expect(days.body).toHaveLength(7);
    expect(days.body.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(days.body[2]).toEqual({ date: '2026-11-18', workHours: 0, commuteHours: 1.5 });
    expect(days.body[0]).toEqual({ date: '2026-11-16', workHours: 0, commuteHours: 0 });
  });

  it('gives each day of a month its balance score, splitting a session across the month end', async () => {
    const max = await personIn('America/New_York', 'Max');
    // 30 Nov 20:00 to 1 Dec 04:00 in New York (UTC-5): 4 hours on each side of the month end.
    await session(max, 'work', '2026-12-01T01:00:00Z', '2026-12-01T09:00:00Z');
    const november = await max.get('/api/analytics/monthly?month=11&year=2026').expect(200);
    expect(november.body).toHaveLength(30);
    expect(november.body[29]).toEqual({ date: '2026-11-30', workHours: 4, commuteHours: 0, balanceScore: 83 });
    expect(november.body[0]).toEqual({ date: '2026-11-01', workHours: 0, commuteHours: 0, balanceScore: 100 });
    const december = await max.get('/api/analytics/monthly?month=12&year=2026').expect(200);
    expect(december.body).toHaveLength(31);
    expect(december.body[0]).toMatchObject({ date: '2026-12-01', workHours: 4 });
  });

  it('keeps earlier days as they were when the person moves to another time zone', async () => {
    const kai = await personIn('UTC', 'Kai');
    await session(kai, 'work', '2026-11-16T22:00:00Z', '2026-11-16T23:00:00Z');
    await kai.patch('/api/auth/user').send({ timeZone: 'Asia/Tokyo' }).expect(200);
    await session(kai, 'work', '2026-11-16T23:00:00Z', '2026-11-17T00:00:00Z');
    const days = await kai.get('/api/analytics/daily?startDate=2026-11-16&endDate=2026-11-17').expect(200);
    // The first hour stays on the 16th (UTC); the second starts at 08:00 on the 17th in Tokyo.
    expect(days.body).toEqual([
      { date: '2026-11-16', workHours: 1, commuteHours: 0 },
      { date: '2026-11-17', workHours: 1, commuteHours: 0 },
    ]);
  });

  it("never shows one person's time to another", async () => {
    const lone = await personIn('UTC', 'Lone');
    const week = await lone.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200);
    expect(week.body.workHours).toBe(0);
  });

  describe("a month's and a year's summary", () => {
    let iris: TestAgent;
    beforeAll(async () => {
      iris = await personIn('UTC', 'Iris');
      // Week of 2 Nov: three days of 12 hours (judged, hard); week of 9 Nov: three days of 4 hours (judged, best);
      // week of 16 Nov: one day (not judged); and a day in March.
      for (const day of ['02', '03', '04'])
        await session(iris, 'work', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T20:00:00Z`);
      for (const day of ['09', '10', '11'])
        await session(iris, 'work', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T12:00:00Z`);
      await session(iris, 'commute', '2026-11-16T08:00:00Z', '2026-11-16T09:00:00Z');
      await session(iris, 'work', '2026-03-10T08:00:00Z', '2026-03-10T14:00:00Z');
      pause.clock.set('2027-01-05T10:00:00Z');
    });

    it("answers a month's totals, its best and hardest judged weeks, its days and the twelve months to it", async () => {
      const month = await iris.get('/api/analytics/month-summary?year=2026&month=11').expect(200);
      // 48 h of work and 1 h of commute leave 671 of November's 720 hours: 93%.
      expect(month.body).toMatchObject({
        firstDate: '2026-11-01',
        lastDate: '2026-11-30',
        hoursCounted: 720,
        workHours: 48,
        commuteHours: 1,
        lifeHours: 671,
        lifePercentage: 93,
        trackedDays: 7,
        bestWeek: { weekStart: '2026-11-09', lifePercentage: 93 },
        hardestWeek: { weekStart: '2026-11-02', lifePercentage: 79 },
      });
      expect(month.body.days[0]).toEqual({ date: '2026-11-02', workHours: 12, commuteHours: 0, balanceScore: 50 });
      expect(month.body.months).toHaveLength(12);
      expect(month.body.months[0]).toMatchObject({ year: 2025, month: 12, lifePercentage: null });
      expect(month.body.months[11]).toMatchObject({ year: 2026, month: 11, workHours: 48, lifePercentage: 93 });
    });

    it('answers a year with its twelve months and every tracked day, for the heat map', async () => {
      const year = await iris.get('/api/analytics/year-summary?year=2026').expect(200);
      expect(year.body).toMatchObject({ firstDate: '2026-01-01', lastDate: '2026-12-31', hoursCounted: 8760 });
      expect(year.body.workHours).toBe(54);
      expect(year.body.days.map((day: { date: string }) => day.date)).toEqual([
        '2026-03-10',
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
        '2026-11-09',
        '2026-11-10',
        '2026-11-11',
        '2026-11-16',
      ]);
      expect(year.body.months.map((month: { lifePercentage: number | null }) => month.lifePercentage)).toEqual([
        null,
        null,
        99,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        93,
        null,
      ]);
    });

    it('counts only the hours lived so far of a year under way, and nothing of one not begun', async () => {
      pause.clock.set('2026-01-02T12:00:00Z');
      const under = await iris.get('/api/analytics/year-summary?year=2026').expect(200);
      expect(under.body.hoursCounted).toBe(36);
      const ahead = await iris.get('/api/analytics/year-summary?year=2030').expect(200);
      expect(ahead.body).toMatchObject({ hoursCounted: 0, trackedDays: 0, bestWeek: null, hardestWeek: null });
      pause.clock.set('2027-01-05T10:00:00Z');
    });
  });

  describe('refuses bad parameters with a 400 naming the parameter', () => {
    let rue: TestAgent;
    beforeAll(async () => {
      rue = await personIn('UTC', 'Rue');
    });

    it.each([
      ['/api/analytics/weekly?weekStart=2026-11-17', /weekStart must be a Monday/],
      ['/api/analytics/weekly?weekStart=2026-02-30', /weekStart must be a real date/],
      ['/api/analytics/weekly?weekStart=16-11-2026', /weekStart must be a real date/],
      ['/api/analytics/weekly', /weekStart must be a real date/],
      ['/api/analytics/weekly?weekStart=2026-11-16&weekStart=2026-11-23', /weekStart must be a real date/],
      ['/api/analytics/daily?startDate=2026-11-20&endDate=2026-11-19', /endDate must not be before startDate/],
      ['/api/analytics/daily?startDate=2026-01-01&endDate=2027-01-02', /at most 366 days/],
      ['/api/analytics/daily?startDate=2026-11-20', /endDate must be a real date/],
      ['/api/analytics/daily?startDate=nope&endDate=2026-11-19', /startDate must be a real date/],
      ['/api/analytics/monthly?month=13&year=2026', /month must be a whole number from 1 to 12/],
      ['/api/analytics/monthly?month=0&year=2026', /month must be a whole number from 1 to 12/],
      ['/api/analytics/monthly?month=1.5&year=2026', /month must be a whole number from 1 to 12/],
      ['/api/analytics/monthly?month=june&year=2026', /month must be a whole number from 1 to 12/],
      ['/api/analytics/monthly?month=6&year=1969', /year must be a whole number from 1970 to 9999/],
      ['/api/analytics/monthly?month=6&year=10000', /year must be a whole number from 1970 to 9999/],
      ['/api/analytics/monthly?month=6', /year must be a whole number from 1970 to 9999/],
      ['/api/analytics/weekly?weekStart=2026-11-16&extra=1', /extra is not a field/],
      ['/api/analytics/month-summary?year=2026&month=13', /month must be a whole number from 1 to 12/],
      ['/api/analytics/month-summary?year=2026-11', /month must be a whole number from 1 to 12/],
      ['/api/analytics/month-summary?year=nope&month=11', /year must be a whole number from 1970 to 9999/],
      ['/api/analytics/year-summary?year=26x', /year must be a whole number from 1970 to 9999/],
      ['/api/analytics/year-summary?year=10000', /year must be a whole number from 1970 to 9999/],
      ['/api/analytics/year-summary', /year must be a whole number from 1970 to 9999/],
      ['/api/analytics/year-summary?year=2026&month=11', /month is not a field/],
    ])('GET %s', async (url, message) => {
      const response = await rue.get(url).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect([response.body.message].flat().join(' ')).toMatch(message);
    });

    it('accepts a range of exactly 366 days', async () => {
      const days = await rue.get('/api/analytics/daily?startDate=2028-01-01&endDate=2028-12-31').expect(200);
      expect(days.body).toHaveLength(366);
    });
  });
});
