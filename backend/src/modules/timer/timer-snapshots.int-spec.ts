// The timer decides from its stream's snapshot and the events after it: the same decisions as from
// the whole history, whatever wrote the events and whichever rules folded the snapshot.
import type TestAgent from 'supertest/lib/agent';
import { foldEvents } from '#src/shared/deciders/decider';
import { EventStore } from '#src/shared/event-store/event-store';
import { connectTo } from '#src/shared/testing/sql-client';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { appendTimerEvents, seedTimerHistory } from './testing/seed-history';
import { recordedSession } from './testing/timer-sessions';
import { timerDecider } from './timer.decider';
import { type TimerEvent, timerStreamId } from './timer.events';

describe('the timer decides from its snapshot', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp();
  });

  afterAll(() => pause.close());

  async function personWithHistory(name: string, days: number): Promise<{ agent: TestAgent; userId: string }> {
    const agent = await pause.signedIn({ email: `${name}@example.com`, givenName: name });
    const userId = (await agent.get('/api/auth/user').expect(200)).body.id as string;
    const day = (n: number) => Date.parse('2020-01-06T08:00:00Z') + n * 86_400_000;
    await seedTimerHistory(
      pause.databaseUrl,
      userId,
      Array.from({ length: days }, (_, n) => ({
        type: 'work' as const,
        start: new Date(day(n)),
        end: new Date(day(n) + 8 * 3_600_000),
        timeZone: 'UTC',
      })),
    );
    return { agent, userId };
  }

  const snapshotOf = async (userId: string) =>
    (
      await pause.sql.query<{ stream_version: number; state: unknown; decider_version: number }>(
        'select stream_version, state, decider_version from stream_snapshots where stream_id = $1',
        [timerStreamId(userId)],
      )
    )[0];

  const wholeStreamState = async (userId: string) => {
    const events = await pause.app.get(EventStore).readStream<TimerEvent>(timerStreamId(userId));
    return {
      state: foldEvents(
        timerDecider,
        events.map(({ type, data }) => ({ type, data }) as TimerEvent),
      ),
      version: events.at(-1)?.streamVersion ?? 0,
    };
  };

  it('keeps, after each command, the state the whole history folds to', async () => {
    const { agent, userId } = await personWithHistory('hana', 400);
    pause.clock.set('2026-11-23T08:00:00.000Z');

    await agent.post('/api/timer/start').send({ type: 'commute' }).expect(201);
    let whole = await wholeStreamState(userId);
    expect(await snapshotOf(userId)).toMatchObject({ stream_version: whole.version, state: whole.state });
    expect(whole.version).toBe(801);

    pause.clock.advance(30 * 60_000);
    await agent.post('/api/timer/stop').expect(200);
    whole = await wholeStreamState(userId);
    expect(await snapshotOf(userId)).toMatchObject({ stream_version: 802, state: { status: 'idle' } });
    expect(whole.state).toEqual({ status: 'idle' });
  });

  it('folds the events written after its snapshot by other means', async () => {
    const { agent, userId } = await personWithHistory('ivo', 3);
    pause.clock.set('2026-11-23T09:00:00.000Z');
    await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
    pause.clock.advance(60_000);
    await agent.post('/api/timer/stop').expect(200);
    expect((await snapshotOf(userId)).stream_version).toBe(8);

    // A session started outside the runner: the snapshot still says idle at version 8.
    const started = new Date('2026-11-23T10:00:00.000Z');
    const [timerStarted] = recordedSession(
      userId,
      { type: 'commute', start: started, end: started, timeZone: 'UTC' },
      9,
    );
    const client = await connectTo(pause.databaseUrl);
    try {
      await appendTimerEvents(client, [timerStarted]);
    } finally {
      await client.end();
    }

    const refused = await agent.post('/api/timer/start').send({ type: 'work' }).expect(409);
    expect(refused.body.message).toMatch(/commute timer is already running/);
    pause.clock.set('2026-11-23T10:30:00.000Z');
    const stopped = await agent.post('/api/timer/stop').expect(200);
    expect(stopped.body).toMatchObject({ type: 'commute', durationSeconds: 1800 });
    expect((await snapshotOf(userId)).stream_version).toBe(10);
  });

  it('sets aside a snapshot folded by other rules and decides from the whole history', async () => {
    const { agent, userId } = await personWithHistory('jun', 2);
    pause.clock.set('2026-11-23T11:00:00.000Z');
    await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
    pause.clock.advance(60_000);
    await agent.post('/api/timer/stop').expect(200);
    await pause.sql.query(
      `update stream_snapshots set decider_version = 0, state = '{"status":"running","sessionType":"work"}'::jsonb
       where stream_id = $1`,
      [timerStreamId(userId)],
    );

    await agent.post('/api/timer/start').send({ type: 'work' }).expect(201);
    expect(await snapshotOf(userId)).toMatchObject({
      decider_version: timerDecider.snapshot?.version,
      stream_version: 7,
      state: { status: 'running', sessionType: 'work' },
    });
  });
});
