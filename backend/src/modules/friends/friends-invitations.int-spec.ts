// Friend requests that tell nobody who uses Pause: the same answer for an address with or without an
// account, requests waiting for someone to sign up, and withdrawing what one sent.
import type TestAgent from 'supertest/lib/agent';
import type { Response } from 'supertest';
import { type TestApp, startTestApp } from '#src/testing/test-app';
import {
  FORGET_LAPSED_FRIEND_INVITATIONS,
  ForgetLapsedFriendInvitationsProcessor,
} from './reactions/forget-lapsed-friend-invitations.processor';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('friend requests to any address', () => {
  let pause: TestApp;
  let alex: TestAgent;
  let kim: TestAgent;
  const ids: Record<string, string> = {};
  let now = Date.parse('2026-11-02T09:00:00.000Z');
  const passDays = (days: number) => {
    now += days * DAY_MS;
    pause.clock.set(new Date(now).toISOString());
  };

  beforeAll(async () => {
    pause = await startTestApp();
    pause.clock.set(new Date(now).toISOString());
    alex = await pause.signedIn({ email: 'alex@example.com', givenName: 'Alex' });
    kim = await pause.signedIn({ email: 'kim@example.com', givenName: 'Kim' });
    ids.alex = (await alex.get('/api/auth/user')).body.id;
    ids.kim = (await kim.get('/api/auth/user')).body.id;
  });

  afterAll(() => pause.close());

  /** What a person can see of an answer: its status, content type and body, ids aside. */
  const seen = (answer: Response) => ({
    status: answer.status,
    contentType: answer.headers['content-type'],
    body: { ...answer.body, id: typeof answer.body.id === 'string' ? 'an id' : answer.body.id },
  });
  const sent = async (agent: TestAgent) => (await agent.get('/api/friends/requests/sent').expect(200)).body;
  let runs = 0;
  /** What the hourly schedule runs, run now. */
  const forgetLapsed = () =>
    pause.app
      .get(ForgetLapsedFriendInvitationsProcessor)
      .process({ id: `run-${++runs}`, name: FORGET_LAPSED_FRIEND_INVITATIONS, data: {}, attempt: 1 });
  const waitingAddresses = async () =>
    (await pause.sql.query<{ email: string }>('select email from friend_invitations order by email')).map(
      (row) => row.email,
    );

  it('answers the same for an address with an account and one without, apart from the id', async () => {
    const known = await alex.post('/api/friends/request').send({ friendEmail: 'kim@example.com' });
    const unknown = await alex.post('/api/friends/request').send({ friendEmail: ' Newcomer@Example.com' });
    expect(seen(known)).toEqual(seen(unknown));
    expect(seen(known)).toEqual({
      status: 201,
      contentType: expect.stringContaining('application/json'),
      body: { id: 'an id', status: 'pending' },
    });
    expect(known.body.id).not.toBe(unknown.body.id);

    // A second request to either is refused alike.
    const knownAgain = await alex.post('/api/friends/request').send({ friendEmail: 'kim@example.com' });
    const unknownAgain = await alex.post('/api/friends/request').send({ friendEmail: 'newcomer@example.com' });
    expect(seen(knownAgain)).toEqual(seen(unknownAgain));
    expect(knownAgain.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already sent a friend request to this email; it is waiting for an answer.',
    });

    // The asker sees both waiting, alike: by the address typed (sent at the same moment: in any order).
    expect(await sent(alex)).toEqual(
      expect.arrayContaining([
        { id: known.body.id, status: 'pending', email: 'kim@example.com', createdAt: '2026-11-02T09:00:00.000Z' },
        {
          id: unknown.body.id,
          status: 'pending',
          email: 'newcomer@example.com',
          createdAt: '2026-11-02T09:00:00.000Z',
        },
      ]),
    );
    expect(await sent(alex)).toHaveLength(2);
  });

  it('keeps the address of a request to nobody yet sealed in the log', async () => {
    const clear = await pause.sql.query(
      "select 1 from events where type = 'FriendInvited' and data::text ilike '%newcomer@example.com%'",
    );
    expect(clear).toEqual([]);
    const sealed = await pause.sql.query<{ email: unknown }>(
      "select data->'email' as email from events where type = 'FriendInvited'",
    );
    expect(sealed).toEqual([{ email: expect.objectContaining({ sealedFor: ids.alex }) }]);
  });

  it('lets only the asker withdraw a request; the person asked no longer sees it', async () => {
    const toKim = (await sent(alex)).find((request: { email: string }) => request.email === 'kim@example.com');
    expect((await kim.get('/api/friends/requests')).body.map((r: { id: string }) => r.id)).toEqual([toKim.id]);

    const refused = await kim.delete(`/api/friends/requests/${toKim.id}`).expect(404);
    expect(refused.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no pending friend request with that id from you.',
    });

    await alex.delete(`/api/friends/requests/${toKim.id}`).expect(204);
    expect((await kim.get('/api/friends/requests')).body).toEqual([]);
    expect((await sent(alex)).map((r: { email: string }) => r.email)).toEqual(['newcomer@example.com']);
    await alex.delete(`/api/friends/requests/${toKim.id}`).expect(404);
  });

  it.each([
    ['not-a-uuid', 400, ['the friend request id in the path is not a request id']],
    ['00000000-0000-4000-8000-000000000000', 404, 'There is no pending friend request with that id from you.'],
  ])('answers DELETE /api/friends/requests/%s with %i in the one error shape', async (id, status, message) => {
    const before = await pause.sql.query('select count(*) from events');
    const refused = await alex.delete(`/api/friends/requests/${id}`).expect(status);
    expect(refused.body).toEqual({ statusCode: status, error: expect.any(String), message });
    expect(await pause.sql.query('select count(*) from events')).toEqual(before);
  });

  it('withdraws a request to an address with no account, which then reaches nobody', async () => {
    const [toNewcomer] = await sent(alex);
    await alex.delete(`/api/friends/requests/${toNewcomer.id}`).expect(204);
    expect(await sent(alex)).toEqual([]);
    const newcomer = await pause.signedIn({ email: 'newcomer@example.com', givenName: 'Newcomer' });
    expect((await newcomer.get('/api/friends/requests').expect(200)).body).toEqual([]);
  });

  it('delivers a request to someone who signs up with the address within 30 days', async () => {
    const asked = await alex.post('/api/friends/request').send({ friendEmail: 'lee@example.com' }).expect(201);
    passDays(29);
    const lee = await pause.signedIn({ email: 'Lee@Example.com', givenName: 'Lee' });
    // Lee signed up in time but looks only after the 30 days: the request still waits for them.
    passDays(2);
    await forgetLapsed();
    const waiting = (await lee.get('/api/friends/requests').expect(200)).body;
    expect(waiting).toEqual([
      {
        id: asked.body.id,
        status: 'pending',
        requesterUser: { id: ids.alex, firstName: 'Alex', lastName: null, profileImageUrl: null },
        createdAt: new Date(now).toISOString(),
      },
    ]);
    // Read again (the page refetches): still the one request.
    expect((await lee.get('/api/friends/requests')).body).toHaveLength(1);
    expect((await sent(alex)).map((r: { id: string; email: string }) => [r.id, r.email])).toEqual([
      [asked.body.id, 'lee@example.com'],
    ]);

    await lee.patch(`/api/friends/${asked.body.id}`).send({ status: 'accepted' }).expect(200);
    expect(
      (await alex.get('/api/friends')).body.map((f: { friendUser: { firstName: string } }) => f.friendUser.firstName),
    ).toEqual(['Lee']);
    const board = (await lee.get('/api/friends/leaderboard').expect(200)).body;
    expect(board.entries.map((entry: { person: { id: string } }) => entry.person.id).sort()).toEqual(
      [ids.alex, (await lee.get('/api/auth/user')).body.id].sort(),
    );
    expect(await sent(alex)).toEqual([]);
  });

  it('lets a request lapse after 30 days: it reaches nobody and the asker no longer sees it', async () => {
    await alex.post('/api/friends/request').send({ friendEmail: 'ola@example.com' }).expect(201);
    expect(await sent(alex)).toHaveLength(1);
    passDays(29);
    await forgetLapsed();
    expect(await waitingAddresses()).toEqual(['ola@example.com']);
    passDays(1);
    expect(await sent(alex)).toEqual([]);
    // The schedule forgets the address, once.
    await forgetLapsed();
    await forgetLapsed();
    expect(await waitingAddresses()).toEqual([]);
    expect(await pause.sql.query("select 1 from events where type = 'FriendInvitationLapsed'")).toHaveLength(1);
    const ola = await pause.signedIn({ email: 'ola@example.com', givenName: 'Ola' });
    expect((await ola.get('/api/friends/requests').expect(200)).body).toEqual([]);
    // A new request may then be sent, and reaches them.
    await alex.post('/api/friends/request').send({ friendEmail: 'ola@example.com' }).expect(201);
    expect((await ola.get('/api/friends/requests')).body).toHaveLength(1);
  });

  it('delivers nothing to an address its provider did not verify', async () => {
    await alex.post('/api/friends/request').send({ friendEmail: 'max@example.com' }).expect(201);
    const max = await pause.signedIn({ email: 'max@example.com', givenName: 'Max' });
    await pause.sql.query("update users set email_verified = false where email = 'max@example.com'");
    expect((await max.get('/api/friends/requests').expect(200)).body).toEqual([]);
  });

  it("forgets a waiting request's address when the asker deletes their account", async () => {
    const ana = await pause.signedIn({ email: 'ana@example.com', givenName: 'Ana' });
    await ana.post('/api/friends/request').send({ friendEmail: 'forget-me@example.com' }).expect(201);
    await ana.delete('/api/auth/user').send({ confirmation: 'ana@example.com' }).expect(204);
    expect(await pause.sql.query("select 1 from friend_invitations where email = 'forget-me@example.com'")).toEqual([]);
    const late = await pause.signedIn({ email: 'forget-me@example.com', givenName: 'Late' });
    expect((await late.get('/api/friends/requests').expect(200)).body).toEqual([]);
  });
});
