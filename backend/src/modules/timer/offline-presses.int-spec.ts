// A timer that works offline, the server's half (issue 28) over HTTP: Start and Stop kept on a device
// with their own id and the moment they were pressed count from that moment, and sending the queue again
// (or one press twice at once) saves each session once and answers each press as the first time.
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import {
  FORGET_OLD_COMMAND_RECEIPTS,
  ForgetOldCommandReceiptsProcessor,
} from './reactions/forget-old-command-receipts.processor';
import { expectSingleErrorShape } from '#src/shared/testing/error-shape';

const MINUTE = 60_000;

describe('presses kept on a device while offline, sent when the connection returns', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp();
  });

  afterAll(() => pause.close());

  const countOf = async (table: string, where = 'true', values: unknown[] = []) =>
    Number((await pause.sql.query<{ n: string }>(`select count(*) as n from ${table} where ${where}`, values))[0].n);

  const idOf = async (agent: TestAgent) => (await agent.get('/api/auth/user').expect(200)).body.id as string;

  const sessionsOf = async (agent: TestAgent, weekStart: string) =>
    (await agent.get(`/api/sessions?weekStart=${weekStart}`).expect(200)).body as {
      startTime: string;
      endTime: string;
    }[];

  /** Everything a person's presses may have changed: their events, their receipts. */
  const storedFor = async (userId: string) => ({
    events: await countOf('events', 'stream_id = $1', [`timer-${userId}`]),
    receipts: await countOf('command_receipts', 'user_id = $1', [userId]),
  });

  it('starts and stops the timer at the moments pressed, and the events say so with the press’s id', async () => {
    const alex = await pause.signedIn({ email: 'alex.offline@example.com', givenName: 'Alex' });
    pause.clock.set('2026-11-30T10:00:00.000Z');
    const [startId, stopId] = [randomUUID(), randomUUID()];

    const started = await alex
      .post('/api/timer/start')
      .send({ type: 'work', commandId: startId, pressedAt: '2026-11-30T09:10:00+01:00' })
      .expect(201);
    expect(started.body).toEqual({
      startTime: '2026-11-30T08:10:00.000Z',
      type: 'work',
      description: null,
      project: null,
      tags: [],
    });
    const stopped = await alex
      .post('/api/timer/stop')
      .send({ commandId: stopId, pressedAt: '2026-11-30T09:40:00Z' })
      .expect(200);
    expect(stopped.body).toMatchObject({
      startTime: '2026-11-30T08:10:00.000Z',
      endTime: '2026-11-30T09:40:00.000Z',
      durationSeconds: 90 * 60,
    });

    const events = await pause.sql.query<{
      type: string;
      data: Record<string, unknown>;
      metadata: { commandId?: string };
    }>(`select type, data, metadata from events where stream_id = $1 order by position`, [`timer-${await idOf(alex)}`]);
    expect(
      events.map(({ type, data, metadata }) => [type, data.startedAt, data.stoppedAt, metadata.commandId]),
    ).toEqual([
      ['TimerStarted', '2026-11-30T08:10:00.000Z', undefined, startId],
      ['TimerStopped', '2026-11-30T08:10:00.000Z', '2026-11-30T09:40:00.000Z', stopId],
    ]);
  });

  it('saves the sessions of a queue sent twice once, and answers the second sending as the first', async () => {
    const robin = await pause.signedIn({ email: 'robin.offline@example.com', givenName: 'Robin' });
    const userId = await idOf(robin);
    pause.clock.set('2026-12-01T18:00:00.000Z');
    const queue: [string, object][] = [
      ['/api/timer/start', { type: 'commute', commandId: randomUUID(), pressedAt: '2026-12-01T08:00:00Z' }],
      ['/api/timer/stop', { commandId: randomUUID(), pressedAt: '2026-12-01T08:45:00Z' }],
      [
        '/api/timer/start',
        { type: 'work', commandId: randomUUID(), pressedAt: '2026-12-01T09:00:00Z', tags: ['deep work'] },
      ],
      ['/api/timer/stop', { commandId: randomUUID(), pressedAt: '2026-12-01T17:00:00Z' }],
    ];
    const send = async () => {
      const answers: [number, unknown][] = [];
      for (const [path, body] of queue) {
        const answer = await robin.post(path).send(body);
        answers.push([answer.status, answer.body]);
      }
      return answers;
    };

    const first = await send();
    expect(first.map(([status]) => status)).toEqual([201, 200, 201, 200]);
    const afterFirst = await storedFor(userId);
    pause.clock.advance(10 * MINUTE);
    expect(await send()).toEqual(first);

    expect(await storedFor(userId)).toEqual(afterFirst);
    expect(afterFirst).toEqual({ events: 4, receipts: 4 });
    expect(await sessionsOf(robin, '2026-11-30')).toEqual([
      // Newest first.
      expect.objectContaining({
        type: 'work',
        startTime: '2026-12-01T09:00:00.000Z',
        endTime: '2026-12-01T17:00:00.000Z',
        tags: ['deep work'],
      }),
      expect.objectContaining({
        type: 'commute',
        startTime: '2026-12-01T08:00:00.000Z',
        endTime: '2026-12-01T08:45:00.000Z',
      }),
    ]);
  });

  it('applies a press sent twice at the same moment once, and answers both alike', async () => {
    const sam = await pause.signedIn({ email: 'sam.offline@example.com', givenName: 'Sam' });
    const userId = await idOf(sam);
    pause.clock.set('2026-12-02T09:30:00.000Z');
    const start = { type: 'work', commandId: randomUUID(), pressedAt: '2026-12-02T09:00:00Z' };

    const answers = await Promise.all([1, 2, 3].map(() => sam.post('/api/timer/start').send(start)));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      [1, 2, 3].map(() => [201, expect.objectContaining({ startTime: '2026-12-02T09:00:00.000Z', type: 'work' })]),
    );
    expect(await storedFor(userId)).toEqual({ events: 1, receipts: 1 });

    const stop = { commandId: randomUUID(), pressedAt: '2026-12-02T09:20:00Z' };
    const stops = await Promise.all([1, 2].map(() => sam.post('/api/timer/stop').send(stop)));
    expect(stops.map((answer) => answer.status)).toEqual([200, 200]);
    expect(stops[1].body).toEqual(stops[0].body);
    expect(await storedFor(userId)).toEqual({ events: 2, receipts: 2 });
  });

  it('refuses an id sent before with another command, and stores nothing', async () => {
    const kim = await pause.signedIn({ email: 'kim.offline@example.com', givenName: 'Kim' });
    const userId = await idOf(kim);
    pause.clock.set('2026-12-03T09:30:00.000Z');
    const commandId = randomUUID();
    await kim.post('/api/timer/start').send({ type: 'work', commandId, pressedAt: '2026-12-03T09:00:00Z' }).expect(201);
    const before = await storedFor(userId);

    for (const [path, body] of [
      ['/api/timer/start', { type: 'commute', commandId, pressedAt: '2026-12-03T09:00:00Z' }],
      ['/api/timer/start', { type: 'work', commandId, pressedAt: '2026-12-03T09:01:00Z' }],
      ['/api/timer/start', { type: 'work', commandId, pressedAt: '2026-12-03T09:00:00Z', description: 'Planning' }],
      ['/api/timer/stop', { commandId, pressedAt: '2026-12-03T09:20:00Z' }],
    ] as const) {
      const refused = await kim.post(path).send(body).expect(422);
      expect(refused.body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        message:
          'This command id was sent before with a different command, so this one was not applied. Send each press with an id of its own.',
      });
    }
    expect(await storedFor(userId)).toEqual(before);
    // The same instant written in another zone is the same press.
    await kim
      .post('/api/timer/start')
      .send({ type: 'work', commandId, pressedAt: '2026-12-03T10:00:00+01:00' })
      .expect(201);
    await kim.post('/api/timer/discard').expect(204);
  });

  describe('a pressed moment out of bounds, or a request that is not one, is refused and stores nothing', () => {
    // Lee's commute ended at 08:30 (UTC); it is 10:00.
    let lee: TestAgent;
    let userId: string;

    beforeAll(async () => {
      lee = await pause.signedIn({ email: 'lee.offline@example.com', givenName: 'Lee' });
      userId = await idOf(lee);
      pause.clock.set('2026-12-04T10:00:00.000Z');
      await lee
        .post('/api/sessions')
        .send({ type: 'commute', startTime: '2026-12-04T07:45:00Z', endTime: '2026-12-04T08:30:00Z' })
        .expect(201);
    });

    beforeEach(() => pause.clock.set('2026-12-04T10:00:00.000Z'));

    // The last column: receipts kept. A refusal decided on the person's timer is kept for the press's
    // repeats when it came with an id; a request that is not one never reaches the timer.
    const refusals: [string, string, object, number, RegExp, number][] = [
      [
        'a start pressed in the future',
        '/api/timer/start',
        { type: 'work', pressedAt: '2026-12-04T10:02:01Z' },
        400,
        /cannot start in the future/,
        0,
      ],
      [
        'a start pressed in the future, sent with its id',
        '/api/timer/start',
        { type: 'work', pressedAt: '2026-12-04T11:00:00Z', commandId: randomUUID() },
        400,
        /cannot start in the future/,
        1,
      ],
      [
        'a start pressed before the previous session ended',
        '/api/timer/start',
        { type: 'work', pressedAt: '2026-12-04T08:27:00Z' },
        409,
        /Your commute session before this one ended at Fri 4 Dec 2026, 08:30\. Choose that moment or later\./,
        0,
      ],
      [
        'a start pressed before the previous session ended, sent with its id',
        '/api/timer/start',
        { type: 'work', pressedAt: '2026-12-04T08:00:00Z', commandId: randomUUID() },
        409,
        /before this one ended/,
        1,
      ],
      [
        'a pressedAt that is not a moment',
        '/api/timer/start',
        { type: 'work', pressedAt: 'yesterday at 9' },
        400,
        /pressedAt must be a date and time with its time zone/,
        0,
      ],
      [
        'a pressedAt without its zone',
        '/api/timer/start',
        { type: 'work', pressedAt: '2026-12-04T09:00:00' },
        400,
        /pressedAt must be a date and time with its time zone/,
        0,
      ],
      [
        'a commandId that is not a UUID',
        '/api/timer/start',
        { type: 'work', commandId: 'press-1' },
        400,
        /commandId must be a UUID the device made for this press/,
        0,
      ],
      [
        'a stop with a commandId that is not a UUID',
        '/api/timer/stop',
        { commandId: 42 },
        400,
        /commandId must be a UUID/,
        0,
      ],
      [
        'a stop pressed with its end chosen too',
        '/api/timer/stop',
        { pressedAt: '2026-12-04T09:00:00Z', endTime: '2026-12-04T09:00:00Z' },
        400,
        /send either endTime .* or pressedAt .*, not both/,
        0,
      ],
      [
        'a stop pressed when no timer runs',
        '/api/timer/stop',
        { pressedAt: '2026-12-04T09:00:00Z', commandId: randomUUID() },
        409,
        /No timer is running/,
        1,
      ],
    ];

    it.each(refusals)('%s', async (_case, path, body, status, message, kept) => {
      const before = await storedFor(userId);
      const response = await lee.post(path).send(body);
      expect(response.status).toBe(status);
      expectSingleErrorShape(response.body, status);
      expect([response.body.message].flat().join(' ')).toMatch(message);
      const after = await storedFor(userId);
      expect(after.events).toBe(before.events);
      expect(after.receipts).toBe(before.receipts + kept);
      expect((await lee.get('/api/timer/active').expect(200)).body).toBeNull();
    });

    it("refuses a start further back than the person's forgotten-timer limit", async () => {
      await lee.patch('/api/auth/user').send({ forgottenTimerLimitHours: 1 }).expect(200);
      const before = await storedFor(userId);
      const refused = await lee
        .post('/api/timer/start')
        .send({ type: 'work', pressedAt: '2026-12-04T08:59:00Z' })
        .expect(400);
      expect(refused.body.message).toMatch(/can start at most 1 hour ago, your "Still working\?" limit/);
      expect(await storedFor(userId)).toEqual(before);
      await lee.patch('/api/auth/user').send({ forgottenTimerLimitHours: 10 }).expect(200);
    });

    it('refuses a stop pressed before the running timer started, naming that timer, or in the future', async () => {
      await lee.post('/api/timer/start').send({ type: 'work', pressedAt: '2026-12-04T09:30:00Z' }).expect(201);
      const before = await storedFor(userId);
      const early = await lee.post('/api/timer/stop').send({ pressedAt: '2026-12-04T09:15:00Z' }).expect(409);
      expect(early.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: expect.stringMatching(
          /^This Stop was pressed at Fri 4 Dec 2026, 09:15, before the work timer running now started/,
        ),
        template:
          'This Stop was pressed at {0}, before the work timer running now started ({1}), so it was meant for another timer. Stop this one when you are done with it.',
        dates: [{ moment: '2026-12-04T09:15:00.000Z' }, { moment: '2026-12-04T09:30:00.000Z' }],
        runningTimer: { type: 'work', startTime: '2026-12-04T09:30:00.000Z' },
      });
      const late = await lee.post('/api/timer/stop').send({ pressedAt: '2026-12-04T10:02:01Z' }).expect(400);
      expect(late.body.message).toMatch(/Check the device's date and time/);
      expect(await storedFor(userId)).toEqual(before);
      await lee.post('/api/timer/discard').expect(204);
    });
  });

  it("takes a moment a little ahead of the server's clock as now", async () => {
    const ana = await pause.signedIn({ email: 'ana.offline@example.com', givenName: 'Ana' });
    pause.clock.set('2026-12-05T09:00:00.000Z');
    const started = await ana
      .post('/api/timer/start')
      .send({ type: 'work', pressedAt: '2026-12-05T09:01:30Z' })
      .expect(201);
    expect(started.body.startTime).toBe('2026-12-05T09:00:00.000Z');
    pause.clock.advance(30 * MINUTE);
    const stopped = await ana.post('/api/timer/stop').send({ pressedAt: '2026-12-05T09:31:00Z' }).expect(200);
    expect(stopped.body.endTime).toBe('2026-12-05T09:30:00.000Z');
  });

  it('refuses the second of two devices’ offline starts, naming the timer it lost to, and says so again on a repeat', async () => {
    const jo = await pause.signedIn({ email: 'jo.offline@example.com', givenName: 'Jo' });
    const userId = await idOf(jo);
    pause.clock.set('2026-12-07T12:00:00.000Z');
    // Both offline: the laptop pressed Start (work) at 09:00, the phone Start (commute) at 09:05. The laptop syncs first.
    const laptop = { type: 'work', commandId: randomUUID(), pressedAt: '2026-12-07T09:00:00Z' };
    const phone = { type: 'commute', commandId: randomUUID(), pressedAt: '2026-12-07T09:05:00Z' };
    await jo.post('/api/timer/start').send(laptop).expect(201);

    const lost = await jo.post('/api/timer/start').send(phone).expect(409);
    expect(lost.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'A work timer is already running. Stop it before starting another.',
      runningTimer: { type: 'work', startTime: '2026-12-07T09:00:00.000Z' },
    });
    const active = (await jo.get('/api/timer/active').expect(200)).body;
    expect(active).toMatchObject({ type: 'work', startTime: '2026-12-07T09:00:00.000Z' });

    // The phone never got the answer and sends its Start again after the laptop stopped: it lost, and is told so again.
    await jo.post('/api/timer/stop').send({ commandId: randomUUID(), pressedAt: '2026-12-07T11:00:00Z' }).expect(200);
    const again = await jo.post('/api/timer/start').send(phone).expect(409);
    expect(again.body).toEqual(lost.body);
    expect((await jo.get('/api/timer/active').expect(200)).body).toBeNull();
    expect(await countOf('events', "stream_id = $1 and type = 'TimerStarted'", [`timer-${userId}`])).toBe(1);
  });

  it("leaves another person's press with the same id to them", async () => {
    const [mo, noa] = [
      await pause.signedIn({ email: 'mo.offline@example.com', givenName: 'Mo' }),
      await pause.signedIn({ email: 'noa.offline@example.com', givenName: 'Noa' }),
    ];
    pause.clock.set('2026-12-08T12:00:00.000Z');
    const commandId = randomUUID();
    await mo.post('/api/timer/start').send({ type: 'work', commandId, pressedAt: '2026-12-08T11:00:00Z' }).expect(201);
    const noas = await noa
      .post('/api/timer/start')
      .send({ type: 'commute', commandId, pressedAt: '2026-12-08T11:30:00Z' })
      .expect(201);
    expect(noas.body).toMatchObject({ type: 'commute', startTime: '2026-12-08T11:30:00.000Z' });
    expect((await mo.get('/api/timer/active').expect(200)).body).toMatchObject({ type: 'work' });
    await Promise.all([mo.post('/api/timer/discard').expect(204), noa.post('/api/timer/discard').expect(204)]);
  });

  it('keeps no label in a receipt, and answers a repeat with the labels the session has', async () => {
    const eli = await pause.signedIn({ email: 'eli.offline@example.com', givenName: 'Eli' });
    const userId = await idOf(eli);
    pause.clock.set('2026-12-09T12:00:00.000Z');
    const start = {
      type: 'work',
      commandId: randomUUID(),
      pressedAt: '2026-12-09T11:00:00Z',
      description: 'Quarterly plan for Zanzibar',
      project: 'Zanzibar',
      tags: ['strategy'],
    };
    const first = await eli.post('/api/timer/start').send(start).expect(201);
    const again = await eli.post('/api/timer/start').send(start).expect(201);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({
      description: 'Quarterly plan for Zanzibar',
      project: 'Zanzibar',
      tags: ['strategy'],
    });

    const receipts = await pause.sql.query<{ row: string }>(
      'select row_to_json(r)::text as row from command_receipts r where user_id = $1',
      [userId],
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0].row).not.toMatch(/Zanzibar|strategy|Quarterly/);
    await eli.post('/api/timer/discard').expect(204);
  });

  it('forgets a receipt after 30 days; a press sent again after that is decided afresh, and its old moment refused', async () => {
    const zoe = await pause.signedIn({ email: 'zoe.offline@example.com', givenName: 'Zoe' });
    const userId = await idOf(zoe);
    const forgetOld = () =>
      pause.app
        .get(ForgetOldCommandReceiptsProcessor)
        .process({ id: randomUUID(), name: FORGET_OLD_COMMAND_RECEIPTS, data: {}, attempt: 1 });
    pause.clock.set('2026-12-11T12:00:00.000Z');
    const old = { type: 'work', commandId: randomUUID(), pressedAt: '2026-12-11T11:00:00Z' };
    await zoe.post('/api/timer/start').send(old).expect(201);
    await zoe.post('/api/timer/stop').send({ commandId: randomUUID() }).expect(200);
    pause.clock.set('2026-12-20T12:00:00.000Z');
    await zoe.post('/api/timer/start').send({ type: 'work', commandId: randomUUID() }).expect(201);
    await zoe.post('/api/timer/stop').send({ commandId: randomUUID() }).expect(200);

    pause.clock.set('2027-01-10T11:59:59.000Z');
    await forgetOld();
    expect(await countOf('command_receipts', 'user_id = $1', [userId])).toBe(4);
    pause.clock.set('2027-01-10T12:00:01.000Z');
    await forgetOld();
    expect(await countOf('command_receipts', 'user_id = $1', [userId])).toBe(2);

    const afresh = await zoe.post('/api/timer/start').send(old).expect(400);
    expect(afresh.body.message).toMatch(/can start at most 10 hours ago/);
    expect(await countOf('events', "stream_id = $1 and type = 'TimerStarted'", [`timer-${userId}`])).toBe(2);
  });

  it('forgets the receipts of a person who deletes their account, and only theirs', async () => {
    const [uma, vic] = [
      await pause.signedIn({ email: 'uma.offline@example.com', givenName: 'Uma' }),
      await pause.signedIn({ email: 'vic.offline@example.com', givenName: 'Vic' }),
    ];
    const [umaId, vicId] = [await idOf(uma), await idOf(vic)];
    pause.clock.set('2026-12-10T12:00:00.000Z');
    for (const person of [uma, vic]) {
      await person
        .post('/api/timer/start')
        .send({ type: 'work', commandId: randomUUID(), pressedAt: '2026-12-10T11:00:00Z' })
        .expect(201);
      await person.post('/api/timer/stop').send({ commandId: randomUUID() }).expect(200);
    }
    expect(await countOf('command_receipts', 'user_id = $1', [umaId])).toBe(2);

    await uma.delete('/api/auth/user').send({ confirmation: 'uma.offline@example.com' }).expect(204);

    expect(await countOf('command_receipts', 'user_id = $1', [umaId])).toBe(0);
    expect(await countOf('command_receipts', 'user_id = $1', [vicId])).toBe(2);
  });
});
