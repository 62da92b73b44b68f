// For every route that reads or changes another person's data, someone who is not entitled gets 404
// (or simply does not see it) and nothing anywhere changes.
import type TestAgent from 'supertest/lib/agent';
import { InlineProjections } from '#src/shared/projections/inline-projections';
import { ReadModelRebuild } from '#src/shared/projections/read-model-rebuild';
import { befriend } from '#src/modules/friends/testing/befriend';
import { type TestApp, startTestApp } from '#src/testing/test-app';

const THIS_WEEK = '2026-11-16';
const SOCIAL_TABLES = ['events', 'friend_requests', 'friendships', 'friend_invitations', 'challenges', 'reflections'];

describe('who may see and change what', () => {
  let pause: TestApp;
  /** Alex and Sam are friends with a challenge this week; Alex has asked Jo, who has not answered; Kim knows nobody. */
  let alex: TestAgent;
  let sam: TestAgent;
  let jo: TestAgent;
  let kim: TestAgent;
  const ids: Record<string, string> = {};
  let friendshipId: string;
  let pendingRequestId: string;

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
    sam = await pause.signedIn({ email: 'sam@example.com', givenName: 'Sam' });
    jo = await pause.signedIn({ email: 'jo@example.com', givenName: 'Jo' });
    kim = await pause.signedIn({ email: 'kim@example.com', givenName: 'Kim' });
    for (const [name, agent] of Object.entries({ alex, sam, jo, kim }))
      ids[name] = (await agent.get('/api/auth/user')).body.id;
    pause.clock.set('2026-11-18T09:00:00.000Z');
    friendshipId = await befriend(alex, sam, 'sam@example.com');
    await alex.post('/api/challenges').send({ challengedId: ids.sam, weekStart: THIS_WEEK }).expect(201);
    pendingRequestId = (await alex.post('/api/friends/request').send({ friendEmail: 'jo@example.com' }).expect(201))
      .body.id;
    await alex.post('/api/reflections').send({ content: 'Private thoughts', weekStart: THIS_WEEK }).expect(201);
  });

  afterAll(() => pause.close());

  async function everything(): Promise<Record<string, unknown[]>> {
    const snapshot: Record<string, unknown[]> = {};
    for (const table of SOCIAL_TABLES) snapshot[table] = await pause.sql.query(`select * from ${table} order by 1, 2`);
    return snapshot;
  }

  describe.each([
    ['the person who asked', () => alex],
    ['a friend of the person who asked', () => sam],
    ['a stranger', () => kim],
  ])('answering a friend request addressed to someone else, as %s', (_, who) => {
    it.each(['accepted', 'declined'])('is 404 for %s, and changes nothing', async (status) => {
      const before = await everything();
      await who().patch(`/api/friends/${pendingRequestId}`).send({ status }).expect(404);
      expect(await everything()).toEqual(before);
    });
  });

  it.each([
    ['the person asked', () => jo],
    ['a friend of the person who asked', () => sam],
    ['a stranger', () => kim],
  ])('withdrawing a friend request someone else sent, as %s, is 404 and changes nothing', async (_, who) => {
    const before = await everything();
    await who().delete(`/api/friends/requests/${pendingRequestId}`).expect(404);
    expect(await everything()).toEqual(before);
  });

  it('lists of sent requests show only one’s own', async () => {
    for (const agent of [sam, jo, kim])
      expect((await agent.get('/api/friends/requests/sent').expect(200)).body).toEqual([]);
    expect((await alex.get('/api/friends/requests/sent').expect(200)).body).toHaveLength(1);
  });

  it('answering an accepted request again is 404 for everyone, and changes nothing', async () => {
    const before = await everything();
    for (const agent of [alex, sam, kim])
      await agent.patch(`/api/friends/${friendshipId}`).send({ status: 'declined' }).expect(404);
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['a stranger challenging Alex', () => kim, () => ids.alex],
    ['Jo challenging Alex before answering his request', () => jo, () => ids.alex],
    ['Alex challenging Jo, who has not answered yet', () => alex, () => ids.jo],
    ['a stranger naming two others', () => kim, () => ids.sam],
  ])('creating a challenge: %s is 404, and changes nothing', async (_, who, challenged) => {
    const before = await everything();
    await who().post('/api/challenges').send({ challengedId: challenged(), weekStart: '2026-11-23' }).expect(404);
    expect(await everything()).toEqual(before);
  });

  it('lists show only one’s own: requests addressed to me, my friends, my challenges', async () => {
    const before = await everything();
    expect((await kim.get('/api/friends/requests').expect(200)).body).toEqual([]);
    expect((await sam.get('/api/friends/requests').expect(200)).body).toEqual([]);
    expect((await jo.get('/api/friends/requests').expect(200)).body).toHaveLength(1);
    expect((await kim.get('/api/friends').expect(200)).body).toEqual([]);
    expect((await jo.get('/api/friends').expect(200)).body).toEqual([]);
    expect((await kim.get('/api/challenges').expect(200)).body).toEqual([]);
    expect((await jo.get('/api/challenges').expect(200)).body).toEqual([]);
    expect(await everything()).toEqual(before);
  });

  it('the leaderboard shows only me and my accepted friends', async () => {
    const names = async (agent: TestAgent) =>
      (await agent.get('/api/friends/leaderboard').expect(200)).body.entries.map(
        (entry: { person: { firstName: string } }) => entry.person.firstName,
      );
    expect(await names(kim)).toEqual(['Kim']);
    expect(await names(jo)).toEqual(['Jo']);
    expect((await names(sam)).sort()).toEqual(['Alex', 'Sam']);
  });

  it('a reflection is only ever its writer’s: others read their own week, which is empty', async () => {
    for (const agent of [sam, kim])
      expect((await agent.get(`/api/reflections/${THIS_WEEK}`).expect(200)).body).toBeNull();
    expect((await alex.get(`/api/reflections/${THIS_WEEK}`).expect(200)).body.content).toBe('Private thoughts');
  });

  it('rebuilds the social read models from the event log to exactly the rows built inline', async () => {
    const social = pause.app
      .get(InlineProjections)
      .all()
      .filter((projector) => ['reflections', 'friendships', 'challenges'].includes(projector.readModel));
    expect(social).toHaveLength(3);
    const before = await everything();
    const result = await pause.app.get(ReadModelRebuild).rebuildLive(social);
    expect(result.readModels).toEqual(['challenges', 'friendships', 'reflections']);
    expect(await everything()).toEqual(before);
  });
});
