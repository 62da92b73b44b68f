// Read model `friendships`: given the friendship events of a pair, the requests and where each
// stands, and the friendships, one row per direction.
import { type ProjectionTest, projectionTest, storedEvents } from '#src/shared/testing/projection-test';
import {
  type FriendInvitationEvent,
  type FriendshipEvent,
  friendInvitationsStreamId,
  friendshipStreamId,
} from '#src/modules/friends/friends.events';
import { FriendshipsProjector } from './friendships.projector';

const ALEX = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const SAM = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const JO = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const REQUESTS =
  'select request_id, requester_id, addressee_id, status, answered_at::text from friend_requests order by requested_at';
const FRIENDSHIPS = 'select user_id, friend_id, request_id, since::text from friendships order by user_id';

const parties = (requestId: string, requesterId: string, addresseeId: string) => ({
  requestId,
  requesterId,
  addresseeId,
});
const requested = (request: ReturnType<typeof parties>, at: string): FriendshipEvent => ({
  type: 'FriendRequested',
  data: { ...request, requestedAt: at },
});
const accepted = (request: ReturnType<typeof parties>, at: string): FriendshipEvent => ({
  type: 'FriendRequestAccepted',
  data: { ...request, acceptedAt: at },
});
const declined = (request: ReturnType<typeof parties>, at: string): FriendshipEvent => ({
  type: 'FriendRequestDeclined',
  data: { ...request, declinedAt: at },
});

describe('the friendships read model', () => {
  let test: ProjectionTest;
  const alexAsksSam = parties('11111111-1111-4111-8111-111111111111', ALEX, SAM);
  const joAsksAlex = parties('22222222-2222-4222-8222-222222222222', JO, ALEX);

  beforeAll(async () => {
    test = await projectionTest(new FriendshipsProjector());
  });
  afterEach(() => test.reset());
  afterAll(() => test.close());

  it('holds a request as pending until it is answered', async () => {
    await test.given(storedEvents(friendshipStreamId(ALEX, SAM), [requested(alexAsksSam, '2026-11-18T09:00:00Z')]));
    expect(await test.sql.query(REQUESTS)).toEqual([
      {
        request_id: alexAsksSam.requestId,
        requester_id: ALEX,
        addressee_id: SAM,
        status: 'pending',
        answered_at: null,
      },
    ]);
    expect(await test.sql.query(FRIENDSHIPS)).toEqual([]);
  });

  it('makes an accepted request a friendship seen from both sides', async () => {
    await test.given(
      storedEvents(friendshipStreamId(ALEX, SAM), [
        requested(alexAsksSam, '2026-11-18T09:00:00Z'),
        accepted(alexAsksSam, '2026-11-19T10:00:00Z'),
      ]),
    );
    expect(await test.sql.query(REQUESTS)).toEqual([
      {
        request_id: alexAsksSam.requestId,
        requester_id: ALEX,
        addressee_id: SAM,
        status: 'accepted',
        answered_at: '2026-11-19 10:00:00+00',
      },
    ]);
    expect(await test.sql.query(FRIENDSHIPS)).toEqual([
      { user_id: SAM, friend_id: ALEX, request_id: alexAsksSam.requestId, since: '2026-11-19 10:00:00+00' },
      { user_id: ALEX, friend_id: SAM, request_id: alexAsksSam.requestId, since: '2026-11-19 10:00:00+00' },
    ]);
  });

  it('keeps a declined request, and makes no friendship of it', async () => {
    await test.given(
      storedEvents(friendshipStreamId(JO, ALEX), [
        requested(joAsksAlex, '2026-11-18T09:00:00Z'),
        declined(joAsksAlex, '2026-11-18T12:00:00Z'),
      ]),
    );
    expect(await test.sql.query(REQUESTS)).toEqual([
      {
        request_id: joAsksAlex.requestId,
        requester_id: JO,
        addressee_id: ALEX,
        status: 'declined',
        answered_at: '2026-11-18 12:00:00+00',
      },
    ]);
    expect(await test.sql.query(FRIENDSHIPS)).toEqual([]);
  });

  it('forgets a withdrawn request, for the person asked and the asker alike', async () => {
    await test.given(
      storedEvents(friendshipStreamId(ALEX, SAM), [
        requested(alexAsksSam, '2026-11-18T09:00:00Z'),
        { type: 'FriendRequestWithdrawn', data: { ...alexAsksSam, withdrawnAt: '2026-11-18T10:00:00Z' } },
      ]),
    );
    expect(await test.sql.query(REQUESTS)).toEqual([]);
  });

  it('holds a request to an address with no account until it is withdrawn or delivered', async () => {
    const INVITATIONS =
      'select request_id, requester_id, email, invited_at::text from friend_invitations order by email';
    const toKim = { requestId: '33333333-3333-4333-8333-333333333333', requesterId: ALEX };
    const toLee = { requestId: '44444444-4444-4444-8444-444444444444', requesterId: ALEX };
    const invited = (request: typeof toKim, email: string | null): FriendInvitationEvent => ({
      type: 'FriendInvited',
      data: { ...request, email, invitedAt: '2026-11-18T09:00:00Z' },
    });
    await test.given(
      storedEvents(friendInvitationsStreamId(ALEX), [
        invited(toKim, 'kim@example.com'),
        invited(toLee, 'lee@example.com'),
        invited({ requestId: '55555555-5555-4555-8555-555555555555', requesterId: ALEX }, null),
      ]),
    );
    expect(await test.sql.query(INVITATIONS)).toEqual([
      { ...invitationRow(toKim), email: 'kim@example.com' },
      { ...invitationRow(toLee), email: 'lee@example.com' },
    ]);
    await test.given(
      storedEvents(
        friendInvitationsStreamId(ALEX),
        [
          { type: 'FriendInvitationWithdrawn', data: { ...toKim, withdrawnAt: '2026-11-19T09:00:00Z' } },
          {
            type: 'FriendInvitationDelivered',
            data: { ...toLee, addresseeId: SAM, deliveredAt: '2026-11-19T09:00:00Z' },
          },
        ],
        { firstVersion: 4 },
      ),
    );
    expect(await test.sql.query(INVITATIONS)).toEqual([]);
  });

  it('comes out the same projected one append at a time or in one batch', async () => {
    const events = [
      ...storedEvents(friendshipStreamId(ALEX, SAM), [
        requested(alexAsksSam, '2026-11-18T09:00:00Z'),
        accepted(alexAsksSam, '2026-11-19T10:00:00Z'),
      ]),
      ...storedEvents(friendshipStreamId(JO, ALEX), [requested(joAsksAlex, '2026-11-18T09:30:00Z')]),
    ];
    const requests = await test.inlineAndRebuilt(events, REQUESTS);
    expect(requests.rebuilt).toEqual(requests.inline);
    const friendships = await test.inlineAndRebuilt(events, FRIENDSHIPS);
    expect(friendships.inline).toHaveLength(2);
    expect(friendships.rebuilt).toEqual(friendships.inline);
  });
});

function invitationRow(request: { requestId: string; requesterId: string }) {
  return { request_id: request.requestId, requester_id: request.requesterId, invited_at: '2026-11-18 09:00:00+00' };
}
