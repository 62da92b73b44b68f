// "I started 20 minutes late" over HTTP: PATCH /api/timer moves the running timer's start, within the
// bounds of rules/src/running-timer-start.ts, and the session saved at the stop starts there.
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { expectSingleErrorShape } from '#src/shared/testing/error-shape';

const MINUTE = 60_000;

describe("moving a running timer's start over HTTP", () => {
  let pause: TestApp;
  let alex: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex.late@example.com', givenName: 'Alex' });
  });

  afterAll(() => pause.close());

  afterEach(async () => {
    await alex.post('/api/timer/discard');
  });

  const eventCount = async () => (await pause.sql.query<{ count: string }>('select count(*) from events'))[0].count;

  it('moves the start back 20 minutes, shows it as the active timer, and saves the session from there', async () => {
    pause.clock.set('2026-12-01T09:00:00.000Z');
    await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
    pause.clock.advance(5 * MINUTE);

    const moved = await alex.patch('/api/timer').send({ startTime: '2026-12-01T09:40:00+01:00' }).expect(200);
    expect(moved.body).toEqual({
      startTime: '2026-12-01T08:40:00.000Z',
      type: 'work',
      description: null,
      project: null,
      tags: [],
    });
    expect((await alex.get('/api/timer/active').expect(200)).body).toEqual({
      startTime: '2026-12-01T08:40:00.000Z',
      type: 'work',
      confirmedAt: null,
      description: null,
      project: null,
      tags: [],
    });
    const [event] = await pause.sql.query<{ data: unknown }>(
      "select data from events where type = 'TimerStartMoved' order by position desc limit 1",
    );
    expect(event.data).toEqual({
      sessionId: expect.any(String),
      startedAt: '2026-12-01T08:40:00.000Z',
      previousStartedAt: '2026-12-01T09:00:00.000Z',
    });

    pause.clock.advance(55 * MINUTE);
    const stopped = await alex.post('/api/timer/stop').expect(200);
    expect(stopped.body).toMatchObject({
      startTime: '2026-12-01T08:40:00.000Z',
      endTime: '2026-12-01T10:00:00.000Z',
      durationSeconds: 80 * 60,
    });
  });

  it('changes nothing when the start stays where it was', async () => {
    pause.clock.set('2026-12-02T09:00:00.000Z');
    await alex.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    const before = await eventCount();
    const answer = await alex.patch('/api/timer').send({ startTime: '2026-12-02T09:00:00Z' }).expect(200);
    expect(answer.body).toEqual({
      startTime: '2026-12-02T09:00:00.000Z',
      type: 'commute',
      description: null,
      project: null,
      tags: [],
    });
    expect(await eventCount()).toBe(before);
  });

  it('answers 409 when no timer runs', async () => {
    const refused = await alex.patch('/api/timer').send({ startTime: '2026-12-01T08:40:00Z' }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'No timer is running, so there is no start to change.',
    });
  });

  describe('a start out of bounds, or a request that is not one, is refused and changes nothing', () => {
    // The previous session ended at 08:30 (UTC: Alex never said their zone); the timer runs since 09:00; it is 09:10.
    let previousSessionAdded = false;
    beforeEach(async () => {
      pause.clock.set('2026-12-03T09:00:00.000Z');
      if (!previousSessionAdded) {
        await alex
          .post('/api/sessions')
          .send({ type: 'commute', startTime: '2026-12-03T07:45:00Z', endTime: '2026-12-03T08:30:00Z' })
          .expect(201);
        previousSessionAdded = true;
      }
      await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
      pause.clock.advance(10 * MINUTE);
    });

    const refusals: [string, object, number, RegExp][] = [
      ['a malformed time', { startTime: '09:40' }, 400, /startTime must be a date and time with its time zone/],
      [
        'a time without its zone',
        { startTime: '2026-12-03T08:40:00' },
        400,
        /startTime must be a date and time with its time zone/,
      ],
      ['a missing startTime', {}, 400, /startTime must be a date and time with its time zone/],
      ['an unknown field', { startTime: '2026-12-03T08:40:00Z', reason: 'late' }, 400, /reason is not a field/],
      ['a start in the future', { startTime: '2026-12-03T09:11:00Z' }, 400, /cannot start in the future/],
      [
        'a start before the previous session ended',
        { startTime: '2026-12-03T08:29:00Z' },
        409,
        /Your commute session before this one ended at Thu 3 Dec 2026, 08:30\. Choose that moment or later\./,
      ],
    ];

    it.each(refusals)('%s', async (_case, body, status, message) => {
      const before = await eventCount();
      const response = await alex.patch('/api/timer').send(body);
      expect(response.status).toBe(status);
      expectSingleErrorShape(response.body, status);
      expect([response.body.message].flat().join(' ')).toMatch(message);
      expect(await eventCount()).toBe(before);
      expect((await alex.get('/api/timer/active')).body).toMatchObject({ startTime: '2026-12-03T09:00:00.000Z' });
    });
  });

  it("refuses a start further back than the person's forgotten-timer limit", async () => {
    const sam = await pause.signedIn({ email: 'sam.late@example.com', givenName: 'Sam' });
    await sam.patch('/api/auth/user').send({ forgottenTimerLimitHours: 2 }).expect(200);
    pause.clock.set('2026-12-04T12:00:00.000Z');
    await sam.post('/api/timer/start').send({ type: 'work' }).expect(201);
    const before = await eventCount();

    const refused = await sam.patch('/api/timer').send({ startTime: '2026-12-04T09:59:00Z' }).expect(400);
    expect(refused.body.message).toBe(
      'A running timer can start at most 2 hours ago, your "Still working?" limit. ' +
        'Choose a later start, or add the earlier time as a session of its own.',
    );
    expect(await eventCount()).toBe(before);

    await sam.patch('/api/timer').send({ startTime: '2026-12-04T10:00:00Z' }).expect(200);
    await sam.post('/api/timer/discard').expect(204);
  });
});
