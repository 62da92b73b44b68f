// Friends: requests (to people, or to addresses waiting for someone to sign up), answers, withdrawals, the friendships they make, and the leaderboard friends share.
import { Global } from '@nestjs/common';
import { Feature, personalFieldsOf } from '#src/shared/features/feature';
import { AnswerFriendRequestHandler } from './commands/answer-friend-request.handler';
import { DeliverFriendInvitationsHandler } from './commands/deliver-friend-invitations.handler';
import { WithdrawFriendRequestHandler } from './commands/withdraw-friend-request.handler';
import type { FriendInvited } from './friends.events';
import { SendFriendRequestHandler } from './commands/send-friend-request.handler';
import { FriendsController } from './friends.controller';
import { Friendships } from './friendships';
import { FriendshipsProjector } from './read-models/friendships/friendships.projector';
import { FriendsExport } from './read-models/friendships/friends-export';
import { GetFriendRequestsHandler } from './read-models/friendships/get-friend-requests.handler';
import { GetFriendsHandler } from './read-models/friendships/get-friends.handler';
import { GetLeaderboardHandler } from './read-models/friendships/get-leaderboard.handler';
import {
  GetSentFriendRequestsHandler,
  SentFriendRequests,
  SentFriendRequestsExport,
} from './read-models/friendships/get-sent-friend-requests.handler';
import {
  FORGET_LAPSED_FRIEND_INVITATIONS,
  FRIENDS_QUEUE,
  ForgetLapsedFriendInvitationsProcessor,
} from './reactions/forget-lapsed-friend-invitations.processor';

/** How often requests to addresses with no account whose 30 days have passed are looked for. */
const LAPSED_INVITATIONS_EVERY_MS = 60 * 60 * 1000;

// Global, so challenges needs only the public file (friendships.ts).
@Global()
@Feature({
  contributes: {
    projectors: [FriendshipsProjector],
    processors: [ForgetLapsedFriendInvitationsProcessor],
    schedules: [{ queue: FRIENDS_QUEUE, name: FORGET_LAPSED_FRIEND_INVITATIONS, everyMs: LAPSED_INVITATIONS_EVERY_MS }],
    exportSections: [FriendsExport, SentFriendRequestsExport],
    // The address of a request to someone with no account, typed by the asker: sealed with their key.
    personalFields: [personalFieldsOf<FriendInvited>('FriendInvited', ['email'])],
  },
  controllers: [FriendsController],
  providers: [
    SendFriendRequestHandler,
    AnswerFriendRequestHandler,
    WithdrawFriendRequestHandler,
    DeliverFriendInvitationsHandler,
    SentFriendRequests,
    GetSentFriendRequestsHandler,
    GetFriendsHandler,
    GetFriendRequestsHandler,
    GetLeaderboardHandler,
    Friendships,
  ],
  exports: [Friendships],
})
export class FriendsModule {}
