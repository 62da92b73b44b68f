// Friends: requests, answers, the friendships they make, and the leaderboard friends share.
import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { PersonalData } from '#src/shared/export/personal-data';
import { InlineProjections } from '#src/shared/projections/inline-projections';
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
@Module({
  controllers: [FriendsController],
  providers: [
    SendFriendRequestHandler,
    AnswerFriendRequestHandler,
    GetFriendsHandler,
    GetFriendRequestsHandler,
    GetLeaderboardHandler,
    FriendshipsProjector,
    Friendships,
    FriendsExport,
  ],
  exports: [Friendships],
})
export class FriendsModule implements OnModuleInit {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly friendships: FriendshipsProjector,
    private readonly personalData: PersonalData,
    private readonly friendsExport: FriendsExport,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.friendships);
    this.personalData.register(this.friendsExport);
  }
}
