import { scenarioFor } from '#src/shared/testing/decider-scenario';
import { type FriendshipCommand, friendshipDecider } from './friends.decider';
import type { FriendshipEvent } from './friends.events';

const given = scenarioFor(friendshipDecider);
const NOW = new Date('2026-11-19T10:00:00.000Z');
const AT = NOW.toISOString();
const ALEX = 'a1a1a1a1-0000-4000-8000-000000000001';
const SAM = 'b2b2b2b2-0000-4000-8000-000000000002';
const FIRST = 'f0000000-0000-4000-8000-000000000001';
const SECOND = 'f0000000-0000-4000-8000-000000000002';

const request = (requesterId: string, addresseeId: string, requestId = SECOND): FriendshipCommand => ({
  type: 'RequestFriendship',
  data: { requestId, requesterId, addresseeId, now: NOW },
});
const answer = (responderId: string, answerGiven: 'accepted' | 'declined', requestId = FIRST): FriendshipCommand => ({
  type: 'AnswerFriendRequest',
  data: { requestId, responderId, answer: answerGiven, now: NOW },
});

const alexAskedSam: FriendshipEvent = {
  type: 'FriendRequested',
  data: { requestId: FIRST, requesterId: ALEX, addresseeId: SAM, requestedAt: AT },
};
const samAccepted: FriendshipEvent = {
  type: 'FriendRequestAccepted',
  data: { requestId: FIRST, requesterId: ALEX, addresseeId: SAM, acceptedAt: AT },
};
const samDeclined: FriendshipEvent = {
  type: 'FriendRequestDeclined',
  data: { requestId: FIRST, requesterId: ALEX, addresseeId: SAM, declinedAt: AT },
};
const alexWithdrew: FriendshipEvent = {
  type: 'FriendRequestWithdrawn',
  data: { requestId: FIRST, requesterId: ALEX, addresseeId: SAM, withdrawnAt: AT },
};
const withdraw = (requesterId: string, requestId = FIRST): FriendshipCommand => ({
  type: 'WithdrawFriendRequest',
  data: { requestId, requesterId, now: NOW },
});

describe('friendships', () => {
  it('records a request between two strangers', () => {
    given([])
      .when(request(ALEX, SAM, FIRST))
      .then([alexAskedSam]);
  });

  it('lets the person asked accept', () => {
    given([alexAskedSam]).when(answer(SAM, 'accepted')).then([samAccepted]);
  });

  it('lets the person asked decline', () => {
    given([alexAskedSam]).when(answer(SAM, 'declined')).then([samDeclined]);
  });

  it('refuses an answer from the person who asked', () => {
    given([alexAskedSam]).when(answer(ALEX, 'accepted')).thenRefusedWith('FRIENDSHIP.NO_PENDING_REQUEST');
  });

  it('refuses an answer to a request that is no longer pending', () => {
    given([alexAskedSam, samDeclined]).when(answer(SAM, 'accepted')).thenRefusedWith('FRIENDSHIP.NO_PENDING_REQUEST');
    given([alexAskedSam, samAccepted]).when(answer(SAM, 'declined')).thenRefusedWith('FRIENDSHIP.NO_PENDING_REQUEST');
  });

  it('refuses an answer naming another request id', () => {
    given([alexAskedSam])
      .when(answer(SAM, 'accepted', SECOND))
      .thenRefusedWith('FRIENDSHIP.NO_PENDING_REQUEST');
  });

  it('refuses a second request while the first waits', () => {
    given([alexAskedSam]).when(request(ALEX, SAM)).thenRefusedWith('FRIENDSHIP.ALREADY_REQUESTED');
  });

  it('turns a request back to someone who already asked into accepting theirs', () => {
    given([alexAskedSam]).when(request(SAM, ALEX)).then([samAccepted]);
  });

  it('refuses a request between friends, from either side', () => {
    given([alexAskedSam, samAccepted]).when(request(ALEX, SAM)).thenRefusedWith('FRIENDSHIP.ALREADY_FRIENDS');
    given([alexAskedSam, samAccepted]).when(request(SAM, ALEX)).thenRefusedWith('FRIENDSHIP.ALREADY_FRIENDS');
  });

  it('lets someone ask again after being declined', () => {
    given([alexAskedSam, samDeclined])
      .when(request(ALEX, SAM))
      .then([
        { type: 'FriendRequested', data: { requestId: SECOND, requesterId: ALEX, addresseeId: SAM, requestedAt: AT } },
      ]);
  });

  it('lets the asker withdraw a request that waits', () => {
    given([alexAskedSam]).when(withdraw(ALEX)).then([alexWithdrew]);
  });

  it('refuses a withdrawal by the person asked, of another id, or of a request already answered', () => {
    given([alexAskedSam]).when(withdraw(SAM)).thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
    given([alexAskedSam]).when(withdraw(ALEX, SECOND)).thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
    given([alexAskedSam, samAccepted]).when(withdraw(ALEX)).thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
    given([alexAskedSam, samDeclined]).when(withdraw(ALEX)).thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
    given([alexAskedSam, alexWithdrew]).when(withdraw(ALEX)).thenRefusedWith('FRIENDSHIP.NO_SENT_REQUEST');
  });

  it('leaves nothing for the person asked to answer once withdrawn, and lets the asker ask again', () => {
    given([alexAskedSam, alexWithdrew]).when(answer(SAM, 'accepted')).thenRefusedWith('FRIENDSHIP.NO_PENDING_REQUEST');
    given([alexAskedSam, alexWithdrew])
      .when(request(ALEX, SAM))
      .then([
        { type: 'FriendRequested', data: { requestId: SECOND, requesterId: ALEX, addresseeId: SAM, requestedAt: AT } },
      ]);
  });
});
