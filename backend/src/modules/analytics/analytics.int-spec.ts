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

  it('answers the week of a person who tracked nothing as all life', async () => {
    const nobody = await personIn('UTC', 'Nobody');
    const week = await nobody.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200);
    expect(week.body).toEqual({
      weekStart: '2026-11-16',
      workHours: 0,
      commuteHours: 0,
      lifeHours: 168,
      lifePercentage: 100,
    });
  });

  it('sums a week of work and commute, right after the stop', async () => {
    const ada = await personIn('Europe/Paris', 'Ada');
    await session(ada, 'work', '2026-11-16T08:00:00Z', '2026-11-16T16:30:00Z');
    await session(ada, 'commute', '2026-11-16T16:30:00Z', '2026-11-16T17:15:00Z');
    await session(ada, 'work', '2026-11-20T08:00:00Z', '2026-11-20T12:00:00Z');
    const week = await ada.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200);
    expect(week.body).toEqual({
      weekStart: '2026-11-16',
      workHours: 12.5,
      commuteHours: 0.75,
      lifeHours: 154.75,
      lifePercentage: 92,
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
