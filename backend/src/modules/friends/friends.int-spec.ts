import type TestAgent from 'supertest/lib/agent';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import { FRIEND_REQUESTS_PER_WINDOW } from './friend-request-throttle';

describe('friends over HTTP', () => {
  let pause: TestApp;
  let alex: TestAgent;
  let sam: TestAgent;
  let jo: TestAgent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    pause = await startTestApp();
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex', familyName: 'Rivera' });
    sam = await pause.signedIn({ email: 'Sam.Lee@Example.com', givenName: 'Sam', familyName: 'Lee' });
    jo = await pause.signedIn({ email: 'jo@example.com', givenName: 'Jo', familyName: 'Park' });
    for (const [name, agent] of Object.entries({ alex, sam, jo }))
      ids[name] = (await agent.get('/api/auth/user')).body.id;
    pause.clock.set('2026-11-19T10:00:00.000Z');
  });

  afterAll(() => pause.close());

  const friendshipEvents = async () =>
    Number(
      (await pause.sql.query<{ n: string }>("select count(*) as n from events where stream_id like 'friendship-%'"))[0]
        .n,
    );
  const person = (name: string, firstName: string, lastName: string) => ({
    id: ids[name],
    firstName,
    lastName,
    profileImageUrl: null,
  });

  it('starts with no friends and no requests', async () => {
    expect((await alex.get('/api/friends').expect(200)).body).toEqual([]);
    expect((await alex.get('/api/friends/requests').expect(200)).body).toEqual([]);
  });

  it('sends a request found by email in any case, which waits for the person asked', async () => {
    const sent = await alex.post('/api/friends/request').send({ friendEmail: '  sam.lee@EXAMPLE.com ' }).expect(201);
    expect(sent.body).toEqual({ id: expect.any(String), status: 'pending' });
    // The asker sees it waiting, by the address they typed.
    expect((await alex.get('/api/friends/requests/sent').expect(200)).body).toEqual([
      { id: sent.body.id, status: 'pending', email: 'sam.lee@example.com', createdAt: '2026-11-19T10:00:00.000Z' },
    ]);

    const waiting = await sam.get('/api/friends/requests').expect(200);
    expect(waiting.body).toEqual([
      {
        id: sent.body.id,
        status: 'pending',
        requesterUser: person('alex', 'Alex', 'Rivera'),
        createdAt: '2026-11-19T10:00:00.000Z',
      },
    ]);
    // Only the person asked sees it; nobody is friends yet.
    expect((await alex.get('/api/friends/requests')).body).toEqual([]);
    expect((await alex.get('/api/friends')).body).toEqual([]);
  });

  it('refuses a second request while one waits, from the same side, with 409', async () => {
    const before = await friendshipEvents();
    const refused = await alex.post('/api/friends/request').send({ friendEmail: 'sam.lee@example.com' }).expect(409);
    expect(refused.body.message).toBe(
      'You have already sent a friend request to this email; it is waiting for an answer.',
    );
    expect(await friendshipEvents()).toBe(before);
  });

  it('lets only the person asked accept; anyone else gets 404 and nothing changes', async () => {
    const [request] = (await sam.get('/api/friends/requests')).body;
    const before = await friendshipEvents();
    for (const outsider of [alex, jo]) {
      const refused = await outsider.patch(`/api/friends/${request.id}`).send({ status: 'accepted' }).expect(404);
      expect(refused.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'There is no pending friend request with that id for you.',
      });
    }
    expect(await friendshipEvents()).toBe(before);

    const accepted = await sam.patch(`/api/friends/${request.id}`).send({ status: 'accepted' }).expect(200);
    expect(accepted.body).toEqual({ id: request.id, status: 'accepted' });
  });

  it('shows the friendship on both sides, whichever side asked', async () => {
    const [request] = await pause.sql.query<{ request_id: string }>('select request_id from friend_requests');
    expect((await alex.get('/api/friends')).body).toEqual([
      {
        id: request.request_id,
        friendId: ids.sam,
        friendUser: person('sam', 'Sam', 'Lee'),
        since: '2026-11-19T10:00:00.000Z',
      },
    ]);
    expect((await sam.get('/api/friends')).body).toEqual([
      {
        id: request.request_id,
        friendId: ids.alex,
        friendUser: person('alex', 'Alex', 'Rivera'),
        since: '2026-11-19T10:00:00.000Z',
      },
    ]);
    expect((await sam.get('/api/friends/requests')).body).toEqual([]);
    expect((await alex.get('/api/friends/requests/sent')).body).toEqual([]);
  });

  it('refuses to answer a request twice', async () => {
    const [request] = await pause.sql.query<{ request_id: string }>('select request_id from friend_requests');
    await sam.patch(`/api/friends/${request.request_id}`).send({ status: 'declined' }).expect(404);
    expect((await sam.get('/api/friends')).body).toHaveLength(1);
  });

  it('refuses a request between friends, from either side, with 409', async () => {
    for (const [from, to] of [
      [alex, 'sam.lee@example.com'],
      [sam, 'ALEX@example.com'],
    ] as const) {
      const refused = await from.post('/api/friends/request').send({ friendEmail: to }).expect(409);
      expect(refused.body.message).toBe('You are already friends.');
    }
  });

  it('turns a request back to someone who already asked into a friendship', async () => {
    const asked = await jo.post('/api/friends/request').send({ friendEmail: 'alex@example.com' }).expect(201);
    const answered = await alex.post('/api/friends/request').send({ friendEmail: 'jo@example.com' }).expect(201);
    expect(answered.body).toEqual({ id: asked.body.id, status: 'accepted' });
    expect((await jo.get('/api/friends')).body.map((friend: { friendId: string }) => friend.friendId)).toEqual([
      ids.alex,
    ]);
    expect((await alex.get('/api/friends/requests')).body).toEqual([]);
  });

  it('lets the person asked decline, and the asker try again later', async () => {
    const asked = await jo.post('/api/friends/request').send({ friendEmail: 'sam.lee@example.com' }).expect(201);
    await sam.patch(`/api/friends/${asked.body.id}`).send({ status: 'declined' }).expect(200);
    expect((await sam.get('/api/friends/requests')).body).toEqual([]);
    expect((await jo.get('/api/friends')).body).toHaveLength(1);

    const again = await jo.post('/api/friends/request').send({ friendEmail: 'sam.lee@example.com' }).expect(201);
    expect(again.body.id).not.toBe(asked.body.id);
    await sam.patch(`/api/friends/${again.body.id}`).send({ status: 'declined' }).expect(200);
  });

  it.each([
    [400, { friendEmail: 'not-an-email' }, ['friendEmail must be an email address, like sam@example.com']],
    [400, { friendEmail: '' }, ['friendEmail must be an email address, like sam@example.com']],
    [400, {}, ['friendEmail must be an email address, like sam@example.com']],
    [400, { friendEmail: 42 }, ['friendEmail must be an email address, like sam@example.com']],
    [
      400,
      { friendEmail: `${'a'.repeat(250)}@example.com` },
      ['friendEmail must be an email address, like sam@example.com'],
    ],
    [400, { friendEmail: 'alex@example.com' }, "That is your own email address. Enter a friend's email."],
    [400, { friendEmail: 'ALEX@Example.COM' }, "That is your own email address. Enter a friend's email."],
  ])('answers %i to %j with a message and changes nothing', async (status, body, message) => {
    const before = await friendshipEvents();
    const refused = await alex.post('/api/friends/request').send(body).expect(status);
    expect(refused.body.message).toEqual(message);
    expect(await friendshipEvents()).toBe(before);
  });

  it.each([
    ['not-a-uuid', { status: 'accepted' }, 400],
    ['00000000-0000-4000-8000-000000000000', { status: 'accepted' }, 404],
    ['00000000-0000-4000-8000-000000000000', { status: 'maybe' }, 400],
    ['00000000-0000-4000-8000-000000000000', {}, 400],
  ])('answers PATCH /api/friends/%s with %j by %i', async (id, body, status) => {
    const before = await friendshipEvents();
    const refused = await sam.patch(`/api/friends/${id}`).send(body).expect(status);
    expect(typeof refused.body.message === 'string' || Array.isArray(refused.body.message)).toBe(true);
    expect(await friendshipEvents()).toBe(before);
  });

  it(`limits friend requests to ${FRIEND_REQUESTS_PER_WINDOW} an hour per person with 429`, async () => {
    const spammer = await pause.signedIn({ email: 'spam@example.com', givenName: 'Spam' });
    for (let attempt = 1; attempt <= FRIEND_REQUESTS_PER_WINDOW; attempt++) {
      await spammer
        .post('/api/friends/request')
        .send({ friendEmail: `nobody-${attempt}@example.com` })
        .expect(201);
    }
    const limited = await spammer.post('/api/friends/request').send({ friendEmail: 'alex@example.com' }).expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^You have sent 20 friend requests within an hour, which is the limit\. Please try again in \d+ minutes\.$/,
      ),
    });
    expect((await alex.get('/api/friends/requests')).body).toEqual([]);
    // The limit is per person: others are not held back by it.
    await jo.post('/api/friends/request').send({ friendEmail: 'nobody@example.com' }).expect(201);
  });
});
