// Hours by project over HTTP (issue 27): a person's work and commute hours per project over a range of
// their local dates, each session counted whole on the day it began in its own time zone, the sessions
// without a project as one last row, nobody else's sessions; every bad range a 400 in the single shape.
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';

describe('hours by project over HTTP', () => {
  let pause: TestApp;
  let sam: TestAgent;
  let kim: TestAgent;

  const totals = async (agent: TestAgent, from: string, to: string) =>
    (await agent.get(`/api/sessions/project-totals?from=${from}&to=${to}`).expect(200)).body as unknown[];

  const add = (agent: TestAgent, session: Record<string, unknown>) =>
    agent.post('/api/sessions').send(session).expect(201);

  beforeAll(async () => {
    pause = await startTestApp();
    pause.clock.set('2026-12-05T12:00:00.000Z');
    sam = await pause.signedIn({ email: 'sam.projects@example.com', givenName: 'Sam' });
    kim = await pause.signedIn({ email: 'kim.projects@example.com', givenName: 'Kim' });
    await sam.patch('/api/auth/user').send({ timeZone: 'Europe/Paris' }).expect(200);
    await kim.patch('/api/auth/user').send({ timeZone: 'UTC' }).expect(200);

    // Sam, in Paris (UTC+1 in November).
    await add(sam, {
      type: 'commute',
      startTime: '2026-11-02T08:15:00+01:00',
      endTime: '2026-11-02T09:00:00+01:00',
      project: 'Acme',
    });
    await add(sam, {
      type: 'work',
      startTime: '2026-11-02T09:00:00+01:00',
      endTime: '2026-11-02T12:00:00+01:00',
      project: 'Acme',
      tags: ['meetings'],
      description: 'Kick-off',
    });
    await add(sam, {
      type: 'work',
      startTime: '2026-11-10T14:00:00+01:00',
      endTime: '2026-11-10T15:30:00+01:00',
      project: 'Pause',
    });
    await add(sam, {
      type: 'work',
      startTime: '2026-11-12T10:00:00+01:00',
      endTime: '2026-11-12T11:00:00+01:00',
      tags: ['admin'],
    });
    await add(sam, { type: 'work', startTime: '2026-11-13T10:00:00+01:00', endTime: '2026-11-13T10:30:00+01:00' });
  });

  afterAll(() => pause.close());

  it("adds up a month's hours per project, most first, the sessions without a project as one last row", async () => {
    expect(await totals(sam, '2026-11-01', '2026-11-30')).toEqual([
      { project: 'Acme', workHours: 3, commuteHours: 0.75, sessions: 2 },
      { project: 'Pause', workHours: 1.5, commuteHours: 0, sessions: 1 },
      { project: null, workHours: 1.5, commuteHours: 0, sessions: 2 },
    ]);
  });

  it('counts a session across midnight whole in the range it began in, as the sessions list pages it', async () => {
    await add(sam, {
      type: 'work',
      startTime: '2026-11-30T22:00:00+01:00',
      endTime: '2026-12-01T02:00:00+01:00',
      project: 'Pause',
    });
    expect(await totals(sam, '2026-11-30', '2026-11-30')).toEqual([
      { project: 'Pause', workHours: 4, commuteHours: 0, sessions: 1 },
    ]);
    expect(await totals(sam, '2026-12-01', '2026-12-31')).toEqual([]);

    const weekListed = (await sam.get('/api/sessions?weekStart=2026-11-30').expect(200)).body as unknown[];
    const weekTotals = (await totals(sam, '2026-11-30', '2026-12-06')) as { sessions: number }[];
    expect(weekTotals.reduce((count, total) => count + total.sessions, 0)).toBe(weekListed.length);
  });

  it('reads the day a session began in the time zone it was saved in, not in UTC', async () => {
    // 00:30 in Paris on 1 November is still 31 October in UTC; 23:30 on 31 October is October everywhere.
    await add(sam, {
      type: 'work',
      startTime: '2026-11-01T00:30:00+01:00',
      endTime: '2026-11-01T01:30:00+01:00',
      project: 'Night owl',
    });
    await add(sam, {
      type: 'work',
      startTime: '2026-10-31T23:30:00+01:00',
      endTime: '2026-11-01T00:15:00+01:00',
      project: 'Halloween',
    });
    expect(await totals(sam, '2026-11-01', '2026-11-01')).toEqual([
      { project: 'Night owl', workHours: 1, commuteHours: 0, sessions: 1 },
    ]);
    expect(await totals(sam, '2026-10-31', '2026-10-31')).toEqual([
      { project: 'Halloween', workHours: 0.75, commuteHours: 0, sessions: 1 },
    ]);
  });

  it("shows each person only their own sessions' projects", async () => {
    await add(kim, {
      type: 'work',
      startTime: '2026-11-02T09:00:00Z',
      endTime: '2026-11-02T17:00:00Z',
      project: 'Acme',
    });
    expect(await totals(kim, '2026-11-01', '2026-11-30')).toEqual([
      { project: 'Acme', workHours: 8, commuteHours: 0, sessions: 1 },
    ]);
    expect(await totals(sam, '2026-11-02', '2026-11-02')).toEqual([
      { project: 'Acme', workHours: 3, commuteHours: 0.75, sessions: 2 },
    ]);
  });

  it('follows a session whose project is changed, and leaves out a timer still running', async () => {
    const [untagged] = (await sam.get('/api/sessions?weekStart=2026-11-09').expect(200)).body.filter(
      (session: { startTime: string }) => session.startTime === '2026-11-13T09:00:00.000Z',
    );
    await sam.patch(`/api/sessions/${untagged.id}`).send({ project: 'Pause' }).expect(200);
    expect(await totals(sam, '2026-11-09', '2026-11-15')).toEqual([
      { project: 'Pause', workHours: 2, commuteHours: 0, sessions: 2 },
      { project: null, workHours: 1, commuteHours: 0, sessions: 1 },
    ]);

    await sam.post('/api/timer/start').send({ type: 'work', project: 'Running' }).expect(201);
    expect(await totals(sam, '2026-12-05', '2026-12-05')).toEqual([]);
    await sam.post('/api/timer/discard').expect(204);
  });

  it('answers an empty list for a range without sessions', async () => {
    expect(await totals(kim, '2027-01-01', '2027-12-31')).toEqual([]);
  });

  it('accepts a range of exactly 366 days', async () => {
    await sam.get('/api/sessions/project-totals?from=2028-01-01&to=2028-12-31').expect(200);
  });

  it.each([
    ['', /from must be a real date.*to must be a real date/],
    ['?from=2026-11-01', /to must be a real date/],
    ['?to=2026-11-30', /from must be a real date/],
    ['?from=2026-02-30&to=2026-03-01', /from must be a real date written YYYY-MM-DD/],
    ['?from=01-11-2026&to=2026-11-30', /from must be a real date written YYYY-MM-DD/],
    ['?from=2026-11-01&to=tomorrow', /to must be a real date written YYYY-MM-DD/],
    ['?from=1969-12-31&to=1970-01-05', /from must be a date from 1970-01-01 to 9999-12-31/],
    ['?from=2026-11-30&to=2026-11-01', /to must not be before from/],
    ['?from=2026-01-01&to=2027-01-02', /the range from from to to may cover at most 366 days/],
    ['?from=2026-11-01&from=2026-11-02&to=2026-11-30', /from must be a real date/],
    ['?from=2026-11-01&to=2026-11-30&project=Acme', /project is not a field this request accepts/],
  ])('refuses GET /api/sessions/project-totals%s with a 400 that says why', async (query, message) => {
    const response = await sam.get(`/api/sessions/project-totals${query}`).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.anything() });
    expect([response.body.message].flat().join(' ')).toMatch(message);
  });
});
