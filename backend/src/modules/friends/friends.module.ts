// Friends: requests, answers, the friendships they make, and the leaderboard friends share.
import { Module, type OnModuleInit } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { InlineProjections } from '../../shared/projections/inline-projections';
import { AnalyticsModule } from '../analytics/analytics.module';
import { PeopleModule } from '../people/people.module';
import { AnswerFriendRequestHandler } from './commands/answer-friend-request.handler';
import { SendFriendRequestHandler } from './commands/send-friend-request.handler';
import { friendRequestThrottling } from './friend-request-throttle';
import { FriendsController } from './friends.controller';
import { Friendships } from './friendships';
import { FriendshipsProjector } from './projections/friendships.projector';
import { GetFriendRequestsHandler } from './queries/get-friend-requests.handler';
import { GetFriendsHandler } from './queries/get-friends.handler';
import { GetLeaderboardHandler } from './queries/get-leaderboard.handler';

@Module({
  imports: [PeopleModule, AnalyticsModule, ThrottlerModule.forRoot(friendRequestThrottling)],
  controllers: [FriendsController],
  providers: [
    SendFriendRequestHandler,
    AnswerFriendRequestHandler,
    GetFriendsHandler,
    GetFriendRequestsHandler,
    GetLeaderboardHandler,
    FriendshipsProjector,
    Friendships,
  ],
  exports: [Friendships],
})
export class FriendsModule implements OnModuleInit {
  constructor(
    private readonly inlineProjections: InlineProjections,
    private readonly friendships: FriendshipsProjector,
  ) {}

  onModuleInit(): void {
    this.inlineProjections.register(this.friendships);
  }
}
