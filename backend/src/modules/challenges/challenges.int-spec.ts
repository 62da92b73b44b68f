import type TestAgent from 'supertest/lib/agent';
import { befriend } from '#src/modules/friends/testing/befriend';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { trackSession } from '#src/modules/timer/testing/track-session';
import {
  RESOLVE_ENDED_CHALLENGES,
  ResolveEndedChallengesProcessor,
  SETTLE_AGAIN_FOR_PERSON,
} from './reactions/resolve-ended-challenges.processor';

describe('challenges over HTTP', () => {
  let pause: TestApp;
  let alex: TestAgent;
  let sam: TestAgent;
  let jo: TestAgent;
  const ids: Record<string, string> = {};
  let runs = 0;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
    sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam' });
    jo = await pause.signedIn({ email: 'jo@example.com', givenName: 'Jo' });
    for (const [name, agent] of Object.entries({ alex, sam, jo }))
      ids[name] = (await agent.get('/api/auth/user')).body.id;
    await alex.patch('/api/auth/user').send({ timeZone: 'Europe/Paris' }).expect(200);
    pause.clock.set('2026-11-18T09:00:00.000Z');
    await befriend(alex, sam, 'sam@example.com');
  });

  afterAll(() => pause.close());

  const challengeEvents = async () =>
    Number(
      (await pause.sql.query<{ n: string }>("select count(*) as n from events where stream_id like 'challenges-%'"))[0]
        .n,
    );
  /** What the schedule runs every ten minutes, run now. */
  const resolveEndedChallenges = () =>
    pause.app
      .get(ResolveEndedChallengesProcessor)
      .process({ id: `run-${++runs}`, name: RESOLVE_ENDED_CHALLENGES, data: {}, attempt: 1 });

  /** What a change to a person's sessions enqueues, run now. */
  const settleAgainFor = (userId: string) =>
    pause.app
      .get(ResolveEndedChallengesProcessor)
      .process({ id: `again-${++runs}`, name: SETTLE_AGAIN_FOR_PERSON, data: { userId }, attempt: 1 });

  it('has no challenges at first', async () => {
    expect((await alex.get('/api/challenges').expect(200)).body).toEqual([]);
  });

  it('creates an active challenge between friends, seen by both', async () => {
    const created = await alex
      .post('/api/challenges')
      .send({ challengedId: ids.sam, weekStart: '2026-11-16' })
      .expect(201);
    const challenge = {
      id: expect.any(String),
      creator: { id: ids.alex, firstName: 'Alex', formerMember: false },
      challenged: { id: ids.sam, firstName: 'Sam', formerMember: false },
      weekStart: '2026-11-16',
      status: 'active',
      winner: null,
      // Nobody has tracked anything of the week yet: no standing.
      creatorLifePercentage: null,
      challengedLifePercentage: null,
      createdAt: '2026-11-18T09:00:00.000Z',
    };
    expect(created.body).toEqual(challenge);
    expect((await alex.get('/api/challenges')).body).toEqual([created.body]);
    expect((await sam.get('/api/challenges')).body).toEqual([created.body]);
    expect((await jo.get('/api/challenges')).body).toEqual([]);
  });

  it('refuses a second challenge for the pair and week, from either side, with 409', async () => {
    const before = await challengeEvents();
    const refused = await sam
      .post('/api/challenges')
      .send({ challengedId: ids.alex, weekStart: '2026-11-16' })
      .expect(409);
    expect(refused.body).toMatchObject({
      message: 'You two already have a challenge for the week of 16 – 22 Nov 2026. Pick another week.',
      template: 'You two already have a challenge for the week of {0}. Pick another week.',
      dates: [{ week: '2026-11-16' }],
    });
    expect(await challengeEvents()).toBe(before);
  });

  it.each([
    [
      'someone who is not a friend',
      () => ({ challengedId: ids.jo, weekStart: '2026-11-23' }),
      404,
      'There is no friend with that id. You can challenge the people on your friends list.',
    ],
    [
      'nobody at all',
      () => ({ challengedId: '00000000-0000-4000-8000-000000000000', weekStart: '2026-11-23' }),
      404,
      'There is no friend with that id. You can challenge the people on your friends list.',
    ],
    [
      'oneself',
      () => ({ challengedId: ids.alex, weekStart: '2026-11-23' }),
      400,
      'You cannot challenge yourself; pick one of your friends.',
    ],
    [
      'a week that has passed',
      () => ({ challengedId: ids.sam, weekStart: '2026-11-09' }),
      400,
      'The week of 9 – 15 Nov 2026 has already begun or passed; challenge a friend for this week (16 – 22 Nov 2026) or a later one.',
    ],
    [
      'a day that is not a Monday',
      () => ({ challengedId: ids.sam, weekStart: '2026-11-24' }),
      400,
      ['weekStart must be a Monday (weeks start on Monday)'],
    ],
    [
      'an id that is not an id',
      () => ({ challengedId: 'sam', weekStart: '2026-11-23' }),
      400,
      ['challengedId must be the id of one of your friends'],
    ],
    ['no week', () => ({ challengedId: ids.sam }), 400, ['weekStart must be a real date written YYYY-MM-DD']],
  ])('refuses a challenge to %s and records nothing', async (_, body, status, message) => {
    const before = await challengeEvents();
    const refused = await alex.post('/api/challenges').send(body()).expect(status);
    expect(refused.body.message).toEqual(message);
    expect(await challengeEvents()).toBe(before);
  });

  it('takes a challenge for a later week', async () => {
    const later = await sam
      .post('/api/challenges')
      .send({ challengedId: ids.alex, weekStart: '2026-11-30' })
      .expect(201);
    expect(later.body).toMatchObject({
      creator: { firstName: 'Sam' },
      challenged: { firstName: 'Alex' },
      status: 'active',
    });
    // Latest week first.
    expect((await alex.get('/api/challenges')).body.map((c: { weekStart: string }) => c.weekStart)).toEqual([
      '2026-11-30',
      '2026-11-16',
    ]);
  });

  it('stays active until its week has ended in the creator’s time zone, then names the winner', async () => {
    // Three days each, so both weeks are judged: Alex 24 h of work (86% life), Sam 30 h (82%).
    for (const day of ['2026-11-17', '2026-11-18', '2026-11-19']) {
      pause.clock.set(`${day}T08:00:00.000Z`);
      await trackSession(alex, pause.clock, 'work', 8 * 60);
      pause.clock.set(`${day}T08:00:00.000Z`);
      await trackSession(sam, pause.clock, 'work', 10 * 60);
    }

    // Sunday 23:30 in Paris: the week has not ended there yet, and both see how it stands so far.
    pause.clock.set('2026-11-22T22:30:00.000Z');
    await resolveEndedChallenges();
    const [, running] = (await sam.get('/api/challenges')).body;
    expect(running).toMatchObject({ status: 'active', creatorLifePercentage: 86, challengedLifePercentage: 82 });
    // Next week's challenge has not begun: no standing yet.
    expect((await alex.get('/api/challenges')).body[0]).toMatchObject({
      status: 'active',
      creatorLifePercentage: null,
      challengedLifePercentage: null,
    });

    // Monday 00:00 in Paris.
    pause.clock.set('2026-11-22T23:00:00.000Z');
    await resolveEndedChallenges();
    const [, resolved] = (await sam.get('/api/challenges')).body;
    expect(resolved).toMatchObject({
      weekStart: '2026-11-16',
      status: 'completed',
      winner: { id: ids.alex, firstName: 'Alex', formerMember: false },
      creatorLifePercentage: 86,
      challengedLifePercentage: 82,
    });
    expect((await alex.get('/api/challenges')).body[0].status).toBe('active');
  });

  it('resolves each challenge once, however often the schedule runs', async () => {
    const before = await challengeEvents();
    await resolveEndedChallenges();
    await resolveEndedChallenges();
    expect(await challengeEvents()).toBe(before);
  });

  it('is settled again with its new outcome when a session of that week changes afterwards', async () => {
    pause.clock.set('2026-11-24T10:00:00.000Z');
    // Alex fills in a forgotten Monday of 12 hours: 36 h of work, 79% life, below Sam's 82%.
    await alex
      .post('/api/sessions')
      .send({ type: 'work', startTime: '2026-11-16T07:00:00Z', endTime: '2026-11-16T19:00:00Z' })
      .expect(201);
    await settleAgainFor(ids.alex);
    const [, settled] = (await alex.get('/api/challenges')).body;
    expect(settled).toMatchObject({
      weekStart: '2026-11-16',
      status: 'completed',
      winner: { id: ids.sam },
      creatorLifePercentage: 79,
      challengedLifePercentage: 82,
    });
    const before = await challengeEvents();
    await settleAgainFor(ids.sam);
    expect(await challengeEvents()).toBe(before);
  });

  it('names no winner who tracked fewer than three days of the week: one day says too little', async () => {
    pause.clock.set('2026-11-26T10:00:00.000Z');
    const sessions = (await sam.get('/api/sessions?weekStart=2026-11-16').expect(200)).body as { id: string }[];
    for (const { id } of sessions.slice(1)) await sam.delete(`/api/sessions/${id}`).expect(200);
    await settleAgainFor(ids.sam);
    const [, settled] = (await alex.get('/api/challenges')).body;
    expect(settled).toMatchObject({ status: 'completed', winner: { id: ids.alex } });
  });

  it('ends in a tie when neither tracks anything that week', async () => {
    pause.clock.set('2026-12-07T09:00:00.000Z');
    await resolveEndedChallenges();
    const [latest] = (await alex.get('/api/challenges')).body;
    expect(latest).toMatchObject({ weekStart: '2026-11-30', status: 'tied', winner: null });
  });
});
