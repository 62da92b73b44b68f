// An import reaches the limits (issue 29 on top of issue 27's imports): a week brought in from a Toggl
// export is judged against the person's limits and the health thresholds, in the week's view and in
// last week's digest, as if its sessions had been timed; importing the file again changes nothing.
import type TestAgent from 'supertest/lib/agent';
import { type FixtureRow, togglFile } from '#src/modules/timer/testing/import-files';
import { type TestApp, startTestApp } from '#src/testing/test-app';

const WEEK = '2026-11-16';
/** Wednesday of the week after: the imported week has ended, and is "last week". */
const THE_WEDNESDAY_AFTER = '2026-11-25T12:00:00.000Z';
const MY_LIMITS = { weeklyWorkHours: 40, dailyCommuteMinutes: 45, latestWorkHour: 19, daysOff: 2 };

/** Monday to Saturday, 09:00 to 18:00 in Berlin: 54 hours; Tuesday until 20:30; an hour's train on Monday. */
const LONG_WEEK: FixtureRow[] = [
  { project: 'Travel', tags: 'train', date: '2026-11-16', start: '08:00:00', end: '09:00:00' },
  ...['16', '17', '18', '19', '20', '21'].map((day) => ({
    project: 'Pause',
    date: `2026-11-${day}`,
    start: '09:00:00',
    end: '18:00:00',
  })),
  { project: 'Pause', date: '2026-11-17', start: '18:30:00', end: '20:30:00' },
];

describe('an imported week reaches the limits and the digest', () => {
  let pause: TestApp;
  let lene: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    pause.clock.set(THE_WEDNESDAY_AFTER);
    lene = await pause.signedIn({ email: 'lene.imports@example.com', givenName: 'Lene' });
    await lene.patch('/api/auth/user').send({ timeZone: 'Europe/Berlin' }).expect(200);
    await lene.put('/api/limits').send(MY_LIMITS).expect(200);
  });

  afterAll(() => pause.close());

  const importWeek = () =>
    lene
      .post('/api/import?commuteProjects=Travel')
      .set('Content-Type', 'text/csv')
      .send(Buffer.from(togglFile(LONG_WEEK)))
      .expect(200);
  const week = async () => (await lene.get(`/api/limits/week?weekStart=${WEEK}`).expect(200)).body;
  const digest = async () => (await lene.get('/api/limits/digest').expect(200)).body.digest;

  it('judges the imported week as a timed one: every limit it went past, and the long-week thresholds', async () => {
    expect((await week()).workHours).toBe(0);
    expect(await digest()).toBeNull();

    expect((await importWeek()).body).toMatchObject({ imported: LONG_WEEK.length });

    const judged = await week();
    expect(judged).toMatchObject({ weekStart: WEEK, weekIsOver: true, workHours: 56 });
    expect(judged.limits).toEqual({
      weeklyWork: { limitHours: 40, workedHours: 56, crossed: true },
      dailyCommute: { limitMinutes: 45, daysOver: ['2026-11-16'], crossed: true },
      latestWorkHour: { hour: 19, lateDays: ['2026-11-17'], crossed: true },
      daysOff: { wanted: 2, daysWorked: 6, crossed: true },
    });
    expect(judged.thresholds.euWeeklyLimit).toEqual({ limitHours: 48, crossed: true });
    expect(judged.thresholds.whoIloLongWeek).toEqual({ limitHours: 55, crossed: true });

    // Last week's digest is the same judgement of the same week.
    expect(await digest()).toMatchObject({ weekStart: WEEK, week: judged });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = { week: await week(), digest: await digest() };
    expect((await importWeek()).body).toMatchObject({ imported: 0 });
    expect({ week: await week(), digest: await digest() }).toEqual(before);
  });
});
