// Friends: requests, answers, the friendships they make, and the leaderboard friends share.
import { Global } from '@nestjs/common';
import { Feature } from '#src/shared/features/feature';
import { AnswerFriendRequestHandler } from './commands/answer-friend-request.handler';
import { SendFriendRequestHandler } from './commands/send-friend-request.handler';
import { FriendsController } from './friends.controller';
import { Friendships } from './friendships';
import { FriendshipsProjector } from './read-models/friendships/friendships.projector';
import { FriendsExport } from './read-models/friendships/friends-export';
import { GetFriendRequestsHandler } from './read-models/friendships/get-friend-requests.handler';
import { GetFriendsHandler } from './read-models/friendships/get-friends.handler';
import { GetLeaderboardHandler } from './read-models/friendships/get-leaderboard.handler';

// Global, so challenges needs only the public file (friendships.ts).
@Global()
@Feature({
  contributes: {
    projectors: [FriendshipsProjector],
    exportSections: [FriendsExport],
  },
  controllers: [FriendsController],
  providers: [
    SendFriendRequestHandler,
    AnswerFriendRequestHandler,
    GetFriendsHandler,
    GetFriendRequestsHandler,
    GetLeaderboardHandler,
    Friendships,
  ],
  exports: [Friendships],
})
export class FriendsModule {}
