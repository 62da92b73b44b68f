import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';

describe('weekly reflections over HTTP', () => {
  let pause: TestApp;
  let alex: TestAgent;
  let sam: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
    sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam' });
    pause.clock.set('2026-11-19T18:00:00.000Z');
  });

  afterAll(() => pause.close());

  const reflectionEvents = async () =>
    Number(
      (await pause.sql.query<{ n: string }>("select count(*) as n from events where type = 'ReflectionRecorded'"))[0].n,
    );

  it('answers null for a week without a reflection', async () => {
    const response = await alex.get('/api/reflections/2026-11-16').expect(200);
    expect(response.body).toBeNull();
  });

  it('records a reflection and answers it back, content exactly as written', async () => {
    const content = '  Dinner with <b>Sam</b> & the kids.\n<script>alert(1)</script>  ';
    const saved = await alex.post('/api/reflections').send({ content, weekStart: '2026-11-16' }).expect(201);
    expect(saved.body).toEqual({ weekStart: '2026-11-16', content, createdAt: '2026-11-19T18:00:00.000Z' });
    expect((await alex.get('/api/reflections/2026-11-16').expect(200)).body).toEqual(saved.body);
  });

  it('keeps each person’s reflections their own', async () => {
    expect((await sam.get('/api/reflections/2026-11-16').expect(200)).body).toBeNull();
    await sam.post('/api/reflections').send({ content: 'A long walk.', weekStart: '2026-11-16' }).expect(201);
    expect((await alex.get('/api/reflections/2026-11-16')).body.content).toMatch(/^ {2}Dinner/);
  });

  it('refuses a second reflection for the same week with 409 and keeps the first', async () => {
    const before = await reflectionEvents();
    const refused = await alex
      .post('/api/reflections')
      .send({ content: 'Another', weekStart: '2026-11-16' })
      .expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already recorded a reflection for the week of 16 – 22 Nov 2026; each week keeps one.',
      template: 'You have already recorded a reflection for the week of {0}; each week keeps one.',
      dates: [{ week: '2026-11-16' }],
    });
    expect(await reflectionEvents()).toBe(before);
    expect((await alex.get('/api/reflections/2026-11-16')).body.content).toMatch(/Dinner/);
  });

  it.each([
    [{ content: '   \n ', weekStart: '2026-11-09' }, 'Please write something before saving.'],
    [{ content: '', weekStart: '2026-11-09' }, 'Please write something before saving.'],
    [
      { content: 'x'.repeat(2001), weekStart: '2026-11-09' },
      'A reflection can be at most 2000 characters long; this one has 2001.',
    ],
    [{ content: 'Nice', weekStart: '2026-11-17' }, ['weekStart must be a Monday (weeks start on Monday)']],
    [{ content: 'Nice', weekStart: '2026-02-30' }, ['weekStart must be a real date written YYYY-MM-DD']],
    [
      { content: 'Nice', weekStart: '2026-11-23' },
      'That week has not begun yet. Reflect on this week or an earlier one.',
    ],
    [{ content: 42, weekStart: '2026-11-09' }, ['content must be text']],
    [{ weekStart: '2026-11-09' }, ['content must be text']],
    [{ content: 'Nice', weekStart: '2026-11-09', mood: 'happy' }, ['mood is not a field this request accepts']],
  ])('refuses %j with 400 and records nothing', async (body, message) => {
    const before = await reflectionEvents();
    const refused = await alex.post('/api/reflections').send(body).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await reflectionEvents()).toBe(before);
  });

  it('takes exactly 2000 characters', async () => {
    await alex
      .post('/api/reflections')
      .send({ content: 'y'.repeat(2000), weekStart: '2026-11-09' })
      .expect(201);
  });

  it('refuses a weekStart in the path that is not a Monday date', async () => {
    const refused = await alex.get('/api/reflections/2026-11-17').expect(400);
    expect(refused.body.message).toEqual(['weekStart must be a Monday (weeks start on Monday)']);
    await alex.get('/api/reflections/not-a-date').expect(400);
  });

  it('reckons "this week" in the person’s time zone', async () => {
    // Sunday 23:30 in New York is Monday 04:30 UTC: the New York week of the 23rd has not begun.
    const kai = await pause.signedIn({ email: 'kai@example.com', givenName: 'Kai' });
    await kai.patch('/api/auth/user').send({ timeZone: 'America/New_York' }).expect(200);
    pause.clock.set('2026-11-23T04:30:00.000Z');
    await kai.post('/api/reflections').send({ content: 'Too soon', weekStart: '2026-11-23' }).expect(400);
    await kai.post('/api/reflections').send({ content: 'Sunday night', weekStart: '2026-11-16' }).expect(201);
  });
});
