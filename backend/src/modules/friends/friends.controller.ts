// HTTP face of friendships: spec §7's friend calls and the leaderboard.
import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EventMetadata } from '../../shared/event-store/stored-event';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '../../shared/http/current-user';
import { AnswerFriendRequest, type AnsweredFriendRequestView } from './commands/answer-friend-request.handler';
import { SendFriendRequest, type SentFriendRequestView } from './commands/send-friend-request.handler';
import { FriendRequestThrottle } from './friend-request-throttle';
import { AnswerFriendRequestRequest, FriendRequestIdParams, SendFriendRequestRequest } from './friends.dto';
import { GetFriendRequests, type FriendRequestView } from './read-models/friendships/get-friend-requests.handler';
import { GetFriends, type FriendView } from './read-models/friendships/get-friends.handler';
import { GetLeaderboard, type LeaderboardView } from './read-models/friendships/get-leaderboard.handler';

@Controller('friends')
export class FriendsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  friends(@CurrentUser() user: SignedInUser): Promise<FriendView[]> {
    return this.queries.execute(new GetFriends(user.id));
  }

  @Get('requests')
  requests(@CurrentUser() user: SignedInUser): Promise<FriendRequestView[]> {
    return this.queries.execute(new GetFriendRequests(user.id));
  }

  @Get('leaderboard')
  leaderboard(@CurrentUser() user: SignedInUser): Promise<LeaderboardView> {
    return this.queries.execute(new GetLeaderboard(user.id, timeZoneOf(user)));
  }

  @Post('request')
  @UseGuards(FriendRequestThrottle)
  request(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: SendFriendRequestRequest,
  ): Promise<SentFriendRequestView> {
    return this.commands.execute(new SendFriendRequest(user.id, body.friendEmail, metadata));
  }

  @Patch(':id')
  answer(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Param() { id }: FriendRequestIdParams,
    @Body() body: AnswerFriendRequestRequest,
  ): Promise<AnsweredFriendRequestView> {
    return this.commands.execute(new AnswerFriendRequest(user.id, id, body.status, metadata));
  }
}
