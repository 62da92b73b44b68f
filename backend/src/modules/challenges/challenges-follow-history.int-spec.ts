// A settled challenge follows its week's figures: a session of that week added afterwards reaches the
// settlement through the event subscription and its job, and the outcome both people see changes.
import { eventually } from '#src/shared/testing/eventually';
import { afterCatchingUp } from '#src/shared/testing/subscriptions-caught-up';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { befriend } from '#src/modules/friends/testing/befriend';
import { trackSession } from '#src/modules/timer/testing/track-session';
import { settleEndedChallenges } from './testing/settle-ended-challenges';

describe('a settled challenge, jobs in-process', () => {
  let pause: TestApp;

  beforeAll(async () => {
    pause = await startTestApp({ env: { REDIS_URL: '' } });
  });

  afterAll(() => pause.close());

  it('is settled again, without anyone asking, when a session of its week is added afterwards', async () => {
    const alex = await pause.signedIn({ email: 'alex.history@example.com', givenName: 'Alex' });
    const sam = await pause.signedIn({ email: 'sam.history@example.com', givenName: 'Sam' });
    const samId = (await sam.get('/api/auth/user')).body.id;
    pause.clock.set('2026-11-16T07:00:00.000Z');
    await befriend(alex, sam, 'sam.history@example.com');
    await alex.post('/api/challenges').send({ challengedId: samId, weekStart: '2026-11-16' }).expect(201);
    for (const day of ['2026-11-17', '2026-11-18', '2026-11-19']) {
      pause.clock.set(`${day}T08:00:00.000Z`);
      await trackSession(alex, pause.clock, 'work', 8 * 60);
      pause.clock.set(`${day}T08:00:00.000Z`);
      await trackSession(sam, pause.clock, 'work', 10 * 60);
    }
    pause.clock.set('2026-11-24T10:00:00.000Z');
    await settleEndedChallenges(pause.app);
    const winner = async () =>
      ((await sam.get('/api/challenges').expect(200)).body[0].winner?.firstName ?? null) as string;
    expect(await winner()).toBe('Alex');

    await alex
      .post('/api/sessions')
      .send({ type: 'work', startTime: '2026-11-16T07:00:00Z', endTime: '2026-11-16T19:00:00Z' })
      .expect(201);
    // Caught up on every try (subscriptions-caught-up.ts).
    expect(
      await eventually(afterCatchingUp(pause.app, winner), (name) => name === 'Sam', 'the challenge settled again'),
    ).toBe('Sam');
  });
});
