import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { timerStreamId } from './timer.events';

describe('timer over HTTP', () => {
  let pause: TestApp;
  let alex: TestAgent;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex', familyName: 'Rivera' });
  });

  afterAll(() => pause.close());

  afterEach(async () => {
    await alex.post('/api/timer/stop');
  });

  const eventsOf = (type: string) =>
    pause.sql.query<{ data: Record<string, unknown>; metadata: Record<string, unknown> }>(
      'select data, metadata from events where type = $1 order by position',
      [type],
    );

  it('answers an empty active timer when nothing runs', async () => {
    const response = await alex.get('/api/timer/active').expect(200);
    expect(response.body).toBeNull();
  });

  it('starts a work session and shows it as the active timer', async () => {
    pause.clock.set('2026-11-16T08:00:00.000Z');
    const started = await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
    expect(started.body).toEqual({
      startTime: '2026-11-16T08:00:00.000Z',
      type: 'work',
      description: null,
      project: null,
      tags: [],
    });

    const active = await alex.get('/api/timer/active').expect(200);
    expect(active.body).toEqual({
      startTime: '2026-11-16T08:00:00.000Z',
      type: 'work',
      confirmedAt: null,
      description: null,
      project: null,
      tags: [],
    });
  });

  it('answers the poll the same whether it is served ahead of Express or, spelled otherwise, by Express', async () => {
    await alex.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    const ahead = await alex.get('/api/timer/active').expect(200);
    const byExpress = await alex.get('/API/Timer/Active/').expect(200);
    expect(byExpress.body).toEqual(ahead.body);
    expect(byExpress.headers.etag).toBe(ahead.headers.etag);
    expect(byExpress.headers['content-security-policy']).toBe(ahead.headers['content-security-policy']);
    await pause.anonymous().get('/API/Timer/Active/').expect(401);
  });

  it('stops the session and saves it with its start, end, type and duration', async () => {
    pause.clock.set('2026-11-16T12:00:00.000Z');
    await alex.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    pause.clock.advance(45 * 60 * 1000);

    const stopped = await alex.post('/api/timer/stop').expect(200);
    expect(stopped.body).toEqual({
      id: expect.any(String),
      type: 'commute',
      startTime: '2026-11-16T12:00:00.000Z',
      endTime: '2026-11-16T12:45:00.000Z',
      durationSeconds: 2700,
      description: null,
      project: null,
      tags: [],
    });
    expect((await alex.get('/api/timer/active').expect(200)).body).toBeNull();

    const [saved] = await pause.sql.query(
      "select session_type, duration_seconds from sessions where started_at = '2026-11-16T12:00:00Z'",
    );
    expect(saved).toEqual({ session_type: 'commute', duration_seconds: 2700 });
    const [stopEvent] = (await eventsOf('TimerStopped')).slice(-1);
    expect(stopEvent.data).toMatchObject({
      sessionType: 'commute',
      startedAt: '2026-11-16T12:00:00.000Z',
      stoppedAt: '2026-11-16T12:45:00.000Z',
      durationSeconds: 2700,
    });
    expect(stopEvent.metadata).toMatchObject({ schemaVersion: 1, correlationId: expect.any(String) });
  });

  it('refuses to start a second timer while one runs, and keeps the first', async () => {
    pause.clock.set('2026-11-17T08:00:00.000Z');
    await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
    const refused = await alex.post('/api/timer/start').send({ type: 'commute' }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'A work timer is already running. Stop it before starting another.',
    });
    expect((await alex.get('/api/timer/active')).body).toEqual({
      startTime: '2026-11-17T08:00:00.000Z',
      type: 'work',
      confirmedAt: null,
      description: null,
      project: null,
      tags: [],
    });
  });

  it('refuses to stop when no timer runs', async () => {
    const refused = await alex.post('/api/timer/stop').expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'No timer is running, so there is nothing to stop.',
    });
  });

  it('stores exactly one TimerStarted when fifty starts arrive at once', async () => {
    const jordan = await pause.signedIn({ email: 'jordan@example.com', givenName: 'Jordan' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => jordan.post('/api/timer/start').send({ type: 'work' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);

    const me = (await jordan.get('/api/auth/user')).body as { id: string };
    const [{ count }] = await pause.sql.query<{ count: string }>(
      "select count(*) from events where type = 'TimerStarted' and stream_id = $1",
      [timerStreamId(me.id)],
    );
    expect(Number(count)).toBe(1);
    // The 49 that lost the race projected their start before their append failed: none of it stayed.
    const [{ winner, projected }] = await pause.sql.query<{ winner: string; projected: string }>(
      `select (select data->>'sessionId' from events where type = 'TimerStarted' and stream_id = $1) as winner,
              (select session_id from active_timer where user_id = $2) as projected`,
      [timerStreamId(me.id), me.id],
    );
    expect(projected).toBe(winner);
    await jordan.post('/api/timer/stop').expect(200);
  });

  it("keeps each person's timer to themselves", async () => {
    const sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam' });
    await alex.post('/api/timer/start').send({ type: 'work' }).expect(201);
    expect((await sam.get('/api/timer/active').expect(200)).body).toBeNull();
    await sam.post('/api/timer/stop').expect(409);
    expect((await alex.get('/api/timer/active').expect(200)).body).toMatchObject({ type: 'work' });
  });

  it("answers polls that arrive together each with the poller's own timer", async () => {
    const pollers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        pause.signedIn({ email: `poller${index}@example.com`, givenName: `Poller${index}` }),
      ),
    );
    const running = (index: number) => index % 3 === 0;
    await Promise.all(
      pollers.map((poller, index) =>
        running(index) ? poller.post('/api/timer/start').send({ type: index % 2 ? 'commute' : 'work' }) : undefined,
      ),
    );

    const answers = await Promise.all(pollers.map((poller) => poller.get('/api/timer/active').expect(200)));

    answers.forEach(({ body }, index) =>
      expect(body).toEqual(
        running(index)
          ? {
              startTime: expect.any(String),
              type: index % 2 ? 'commute' : 'work',
              confirmedAt: null,
              description: null,
              project: null,
              tags: [],
            }
          : null,
      ),
    );
  });

  describe('bad input gets a 400 naming the problem and changes nothing', () => {
    const badStarts: [string, () => Promise<{ status: number; body: Record<string, unknown> }>, RegExp][] = [
      [
        'an unknown type',
        () => alex.post('/api/timer/start').send({ type: 'nap' }),
        /type must be 'work' or 'commute'/,
      ],
      ['a missing type', () => alex.post('/api/timer/start').send({}), /type must be 'work' or 'commute'/],
      [
        'a type that is not text',
        () => alex.post('/api/timer/start').send({ type: 42 }),
        /type must be 'work' or 'commute'/,
      ],
      [
        'an unknown field',
        () => alex.post('/api/timer/start').send({ type: 'work', mood: 'happy' }),
        /mood is not a field/,
      ],
      [
        'malformed JSON',
        () => alex.post('/api/timer/start').set('Content-Type', 'application/json').send('{"type": "work"'),
        /not valid JSON/,
      ],
      ['a JSON array', () => alex.post('/api/timer/start').send([{ type: 'work' }]), /must be a JSON object/],
      [
        'a bare JSON string',
        () => alex.post('/api/timer/start').set('Content-Type', 'application/json').send('"work"'),
        /not valid JSON/,
      ],
      [
        'JSON null',
        () => alex.post('/api/timer/start').set('Content-Type', 'application/json').send('null'),
        /not valid JSON/,
      ],
      ['no body at all', () => alex.post('/api/timer/start'), /type must be 'work' or 'commute'/],
      [
        'a form instead of JSON',
        () => alex.post('/api/timer/start').type('form').send('type=work'),
        /type must be 'work' or 'commute'/,
      ],
    ];

    it.each(badStarts)('%s', async (_case, send, message) => {
      const before = await pause.sql.query('select count(*) from events');
      const response = await send();
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.anything() });
      expect([response.body.message].flat().join(' ')).toMatch(message);
      expect(await pause.sql.query('select count(*) from events')).toEqual(before);
      expect((await alex.get('/api/timer/active')).body).toBeNull();
    });

    it('refuses a body over the size limit with 413', async () => {
      const response = await alex.post('/api/timer/start').send({ type: 'work', padding: 'x'.repeat(20_000) });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ statusCode: 413, message: expect.stringMatching(/too large/) });
    });
  });
});
