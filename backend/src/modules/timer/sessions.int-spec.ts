// Correcting the past over HTTP: a week's sessions, adding a session that was never timed, changing
// and deleting one, and a forgotten timer (stopped at a chosen time, discarded, kept). Every refusal is
// a 4xx in the single shape with a sentence to act on, and changes nothing.
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { expectSingleErrorShape } from '#src/shared/testing/error-shape';

describe('sessions over HTTP', () => {
  let pause: TestApp;
  let sam: TestAgent;
  let kim: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam', familyName: 'Okafor' });
    kim = await pause.signedIn({ email: 'kim@example.com', givenName: 'Kim', familyName: 'Lee' });
    await sam.patch('/api/auth/user').send({ timeZone: 'Europe/Paris' }).expect(200);
  });

  afterAll(() => pause.close());

  const eventCount = async () =>
    Number((await pause.sql.query<{ count: string }>('select count(*) from events'))[0].count);
  const weekOf = async (agent: TestAgent, weekStart: string) =>
    (await agent.get(`/api/sessions?weekStart=${weekStart}`).expect(200)).body as { id: string; startTime: string }[];
  const weeklyWorkHours = async (agent: TestAgent, weekStart: string) =>
    (await agent.get(`/api/analytics/weekly?weekStart=${weekStart}`).expect(200)).body.workHours as number;

  /** A refusal in the single shape whose message matches, with no event written. */
  async function expectRefused(
    send: () => Promise<{ status: number; body: unknown }>,
    status: number,
    message: RegExp,
  ) {
    const before = await eventCount();
    const response = await send();
    expect(response.status).toBe(status);
    expectSingleErrorShape(response.body, status);
    expect([(response.body as { message: string | string[] }).message].flat().join(' ')).toMatch(message);
    expect(await eventCount()).toBe(before);
  }

  describe('correcting the past', () => {
    beforeAll(() => pause.clock.set('2026-11-20T12:00:00.000Z'));

    it("adds this morning's commute, which then counts in the week", async () => {
      const added = await sam
        .post('/api/sessions')
        .send({ type: 'commute', startTime: '2026-11-20T08:15:00+01:00', endTime: '2026-11-20T09:00:00+01:00' })
        .expect(201);
      expect(added.body).toEqual({
        id: expect.any(String),
        type: 'commute',
        startTime: '2026-11-20T07:15:00.000Z',
        endTime: '2026-11-20T08:00:00.000Z',
        durationSeconds: 2700,
        timeZone: 'Europe/Paris',
        description: null,
        project: null,
        tags: [],
      });
      expect((await sam.get('/api/analytics/weekly?weekStart=2026-11-16').expect(200)).body.commuteHours).toBeCloseTo(
        0.75,
      );
    });

    it('lists the week newest first, and each person sees only their own', async () => {
      await sam
        .post('/api/sessions')
        .send({ type: 'work', startTime: '2026-11-17T09:00:00+01:00', endTime: '2026-11-17T17:00:00+01:00' })
        .expect(201);
      const week = await weekOf(sam, '2026-11-16');
      expect(week.map((session) => session.startTime)).toEqual([
        '2026-11-20T07:15:00.000Z',
        '2026-11-17T08:00:00.000Z',
      ]);
      expect(await weekOf(sam, '2026-11-09')).toEqual([]);
      expect(await weekOf(kim, '2026-11-16')).toEqual([]);
    });

    it('counts a session in the week of the day it began, in the person’s time zone', async () => {
      // Sunday 23:30 in Paris is already Monday's week in UTC terms on neither side: it begins on Sunday.
      const sunday = await sam
        .post('/api/sessions')
        .send({ type: 'work', startTime: '2026-11-15T23:30:00+01:00', endTime: '2026-11-16T00:30:00+01:00' })
        .expect(201);
      expect((await weekOf(sam, '2026-11-09')).map((session) => session.id)).toEqual([sunday.body.id]);
      await sam.delete(`/api/sessions/${sunday.body.id}`).expect(200);
    });

    it('moves the time when a session is corrected, and takes it away when it is deleted', async () => {
      const added = await sam
        .post('/api/sessions')
        .send({ type: 'work', startTime: '2026-11-18T09:00:00+01:00', endTime: '2026-11-18T10:00:00+01:00' })
        .expect(201);
      const before = await weeklyWorkHours(sam, '2026-11-16');

      const corrected = await sam
        .patch(`/api/sessions/${added.body.id}`)
        .send({ endTime: '2026-11-18T12:00:00+01:00' })
        .expect(200);
      expect(corrected.body).toMatchObject({ id: added.body.id, type: 'work', durationSeconds: 3 * 3600 });
      expect(await weeklyWorkHours(sam, '2026-11-16')).toBeCloseTo(before + 2);

      await sam.patch(`/api/sessions/${added.body.id}`).send({ type: 'commute' }).expect(200);
      expect(await weeklyWorkHours(sam, '2026-11-16')).toBeCloseTo(before - 1);

      const deleted = await sam.delete(`/api/sessions/${added.body.id}`).expect(200);
      expect(deleted.body).toMatchObject({ id: added.body.id, type: 'commute', durationSeconds: 3 * 3600 });
      expect(await weeklyWorkHours(sam, '2026-11-16')).toBeCloseTo(before - 1);
      expect((await weekOf(sam, '2026-11-16')).map((session) => session.id)).not.toContain(added.body.id);
    });

    it('stores each change as an event that carries the session as it was', async () => {
      const added = await sam
        .post('/api/sessions')
        .send({ type: 'work', startTime: '2026-11-19T13:00:00Z', endTime: '2026-11-19T14:00:00Z' })
        .expect(201);
      await sam.patch(`/api/sessions/${added.body.id}`).send({ startTime: '2026-11-19T12:30:00Z' }).expect(200);
      await sam.delete(`/api/sessions/${added.body.id}`).expect(200);
      const events = await pause.sql.query<{ type: string; data: Record<string, unknown> }>(
        "select type, data from events where data ->> 'sessionId' = $1 order by position",
        [added.body.id],
      );
      expect(events.map((event) => event.type)).toEqual(['SessionAdded', 'SessionCorrected', 'SessionDeleted']);
      expect(events[1].data).toMatchObject({
        before: { startedAt: '2026-11-19T13:00:00.000Z' },
        after: { startedAt: '2026-11-19T12:30:00.000Z' },
      });
      expect(events[2].data).toMatchObject({ deleted: { startedAt: '2026-11-19T12:30:00.000Z' } });
    });

    const refusals: [string, () => Promise<{ status: number; body: unknown }>, number, RegExp][] = [
      [
        'a session overlapping another, named in the person’s time',
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'work', startTime: '2026-11-20T08:30:00+01:00', endTime: '2026-11-20T10:00:00+01:00' }),
        409,
        /overlaps your commute session from Fri 20 Nov 2026, 08:15 to Fri 20 Nov 2026, 09:00/,
      ],
      [
        'an end before its start',
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'work', startTime: '2026-11-10T10:00:00Z', endTime: '2026-11-10T09:00:00Z' }),
        400,
        /must end after it starts/,
      ],
      [
        'a session in the future',
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'work', startTime: '2026-11-20T11:30:00Z', endTime: '2026-11-20T13:00:00Z' }),
        400,
        /cannot end in the future/,
      ],
      [
        'a session longer than 24 hours',
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'work', startTime: '2026-11-08T09:00:00Z', endTime: '2026-11-09T09:01:00Z' }),
        400,
        /at most 24 hours/,
      ],
      [
        'a time without its zone',
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'work', startTime: '2026-11-10T09:00:00', endTime: '2026-11-10T10:00:00Z' }),
        400,
        /startTime must be a date and time with its time zone/,
      ],
      [
        'an impossible date',
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'work', startTime: '2026-02-30T09:00:00Z', endTime: '2026-03-01T10:00:00Z' }),
        400,
        /startTime must be a date and time/,
      ],
      [
        'an unknown type',
        () =>
          sam
            .post('/api/sessions')
            .send({ type: 'nap', startTime: '2026-11-10T09:00:00Z', endTime: '2026-11-10T10:00:00Z' }),
        400,
        /type must be 'work' or 'commute'/,
      ],
      [
        'a field the call does not take',
        () =>
          sam.post('/api/sessions').send({
            type: 'work',
            startTime: '2026-11-10T09:00:00Z',
            endTime: '2026-11-10T10:00:00Z',
            userId: 'someone-else',
          }),
        400,
        /userId is not a field/,
      ],
      [
        'a correction of a session that does not exist',
        () => sam.patch('/api/sessions/7f0b4c0e-7a43-4b7e-9c39-2c8d6f1e0a11').send({ type: 'work' }),
        404,
        /no such session/,
      ],
      ['a session id that is not one', () => sam.delete('/api/sessions/not-a-session'), 400, /not a session id/],
      ['a week that does not start on Monday', () => sam.get('/api/sessions?weekStart=2026-11-17'), 400, /Monday/],
      [
        'a correction that sends null for a time',
        () => sam.patch('/api/sessions/7f0b4c0e-7a43-4b7e-9c39-2c8d6f1e0a11').send({ startTime: null }),
        400,
        /startTime must be a date and time/,
      ],
      [
        'a stop that sends null for its end',
        () => sam.post('/api/timer/stop').send({ endTime: null }),
        400,
        /endTime must be a date/,
      ],
    ];

    it.each(refusals)('refuses %s, and changes nothing', async (_case, send, status, message) => {
      await expectRefused(send, status, message);
    });

    it("refuses to correct or delete another person's session, as if it did not exist", async () => {
      const [own] = await weekOf(sam, '2026-11-16');
      await expectRefused(() => kim.patch(`/api/sessions/${own.id}`).send({ type: 'work' }), 404, /no such session/);
      await expectRefused(() => kim.delete(`/api/sessions/${own.id}`), 404, /no such session/);
    });

    it('refuses a correction that would overlap another session', async () => {
      const commuteHome = await sam
        .post('/api/sessions')
        .send({ type: 'commute', startTime: '2026-11-17T17:00:00+01:00', endTime: '2026-11-17T17:45:00+01:00' })
        .expect(201);
      await expectRefused(
        () => sam.patch(`/api/sessions/${commuteHome.body.id}`).send({ startTime: '2026-11-17T16:30:00+01:00' }),
        409,
        /overlaps your work session from Tue 17 Nov 2026, 09:00 to Tue 17 Nov 2026, 17:00/,
      );
      // The same sentence with its moments as data, for the web app to write in the person's style.
      const refused = await sam
        .patch(`/api/sessions/${commuteHome.body.id}`)
        .send({ startTime: '2026-11-17T16:30:00+01:00' })
        .expect(409);
      expect(refused.body).toMatchObject({
        template: 'This overlaps your work session from {0} to {1}. Change the times so the two do not overlap.',
        dates: [{ moment: '2026-11-17T08:00:00.000Z' }, { moment: '2026-11-17T16:00:00.000Z' }],
      });
    });
  });

  describe('a forgotten timer', () => {
    it('is stopped at the time the person picks, and saves only up to then', async () => {
      pause.clock.set('2026-11-23T08:00:00.000Z');
      await kim.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.set('2026-11-23T22:00:00.000Z');
      const stopped = await kim.post('/api/timer/stop').send({ endTime: '2026-11-23T17:00:00Z' }).expect(200);
      expect(stopped.body).toMatchObject({ endTime: '2026-11-23T17:00:00.000Z', durationSeconds: 9 * 3600 });
      expect(await weeklyWorkHours(kim, '2026-11-23')).toBeCloseTo(9);
    });

    it('never adds more than 24 hours without the person saying when it ended', async () => {
      pause.clock.set('2026-11-24T08:00:00.000Z');
      await kim.post('/api/timer/start').send({ type: 'commute' }).expect(201);
      pause.clock.set('2026-11-26T08:00:00.000Z');
      await expectRefused(() => kim.post('/api/timer/stop'), 409, /running for more than 24 hours/);
      await expectRefused(
        () => kim.post('/api/timer/stop').send({ endTime: '2026-11-25T09:00:00Z' }),
        400,
        /at most 24 hours/,
      );
      expect((await kim.get('/api/timer/active').expect(200)).body).toMatchObject({ type: 'commute' });
    });

    it('is discarded, saving nothing', async () => {
      const weekBefore = await weekOf(kim, '2026-11-23');
      await kim.post('/api/timer/discard').expect(204);
      expect((await kim.get('/api/timer/active').expect(200)).body).toBeNull();
      expect(await weekOf(kim, '2026-11-23')).toEqual(weekBefore);
      await expectRefused(() => kim.post('/api/timer/discard'), 409, /No timer is running/);
    });

    it('is kept running when the person confirms it, and the poll says since when', async () => {
      pause.clock.set('2026-11-27T07:00:00.000Z');
      await kim.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.set('2026-11-27T18:00:00.000Z');
      await kim.post('/api/timer/confirm').expect(204);
      expect((await kim.get('/api/timer/active').expect(200)).body).toEqual({
        startTime: '2026-11-27T07:00:00.000Z',
        type: 'work',
        confirmedAt: '2026-11-27T18:00:00.000Z',
        description: null,
        project: null,
        tags: [],
      });
      await kim.post('/api/timer/stop').expect(200);
    });

    it('refuses a stop time that is not a time', async () => {
      await kim.post('/api/timer/start').send({ type: 'work' }).expect(201);
      await expectRefused(
        () => kim.post('/api/timer/stop').send({ endTime: 'yesterday' }),
        400,
        /endTime must be a date/,
      );
      await kim.post('/api/timer/stop').expect(200);
    });

    it('refuses a session added over the running timer', async () => {
      pause.clock.set('2026-11-28T10:00:00.000Z');
      await kim.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.set('2026-11-28T12:00:00.000Z');
      await expectRefused(
        () =>
          kim
            .post('/api/sessions')
            .send({ type: 'commute', startTime: '2026-11-28T09:30:00Z', endTime: '2026-11-28T10:30:00Z' }),
        409,
        /overlaps the work timer running since/,
      );
      await kim.post('/api/timer/stop').expect(200);
    });
  });
});
