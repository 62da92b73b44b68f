// HTTP face of friendships: spec §7's friend calls and the leaderboard.
import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { AnswerFriendRequest, type AnsweredFriendRequestView } from './commands/answer-friend-request.handler';
import { SendFriendRequest, type SentFriendRequestView } from './commands/send-friend-request.handler';
import { FRIEND_REQUESTS_PER_WINDOW, FriendRequestThrottle } from './friend-request-throttle';
import {
  AnswerFriendRequestRequest,
  AnsweredFriendRequestAnswer,
  FriendAnswer,
  FriendRequestIdParams,
  IncomingFriendRequestAnswer,
  LeaderboardAnswer,
  SendFriendRequestRequest,
  SentFriendRequestAnswer,
} from './friends.dto';
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
  @ApiOperation({ summary: "The person's friends" })
  @ApiOkResponse({ description: 'Every accepted friendship, whichever side asked.', type: [FriendAnswer] })
  friends(@CurrentUser() user: SignedInUser): Promise<FriendView[]> {
    return this.queries.execute(new GetFriends(user.id));
  }

  @Get('requests')
  @ApiOperation({ summary: 'Friend requests waiting for the person to answer' })
  @ApiOkResponse({ description: 'The pending requests sent to the person.', type: [IncomingFriendRequestAnswer] })
  requests(@CurrentUser() user: SignedInUser): Promise<FriendRequestView[]> {
    return this.queries.execute(new GetFriendRequests(user.id));
  }

  @Get('leaderboard')
  @ApiOperation({ summary: "This week's leaderboard of the person and their friends" })
  @ApiOkResponse({
    description: 'Ranked by life percentage: friends see percentages, never hours.',
    type: LeaderboardAnswer,
  })
  leaderboard(@CurrentUser() user: SignedInUser): Promise<LeaderboardView> {
    return this.queries.execute(new GetLeaderboard(user.id, timeZoneOf(user)));
  }

  @Post('request')
  @UseGuards(FriendRequestThrottle)
  @ApiOperation({ summary: 'Ask someone to be friends, by their email' })
  @ApiCreatedResponse({
    description: 'The request, or the friendship when they had asked first.',
    type: SentFriendRequestAnswer,
  })
  @ErrorAnswers({
    400: 'The email is your own.',
    404: 'Nobody uses Pause with this email.',
    409: 'You are already friends, or your earlier request is still waiting.',
    429: `More than ${FRIEND_REQUESTS_PER_WINDOW} friend requests within an hour.`,
  })
  request(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: SendFriendRequestRequest,
  ): Promise<SentFriendRequestView> {
    return this.commands.execute(new SendFriendRequest(user.id, body.friendEmail, metadata));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Accept or decline a friend request' })
  @ApiOkResponse({ description: 'The answer given.', type: AnsweredFriendRequestAnswer })
  @ErrorAnswers({ 404: 'No pending request with this id was sent to you.' })
  answer(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Param() { id }: FriendRequestIdParams,
    @Body() body: AnswerFriendRequestRequest,
  ): Promise<AnsweredFriendRequestView> {
    return this.commands.execute(new AnswerFriendRequest(user.id, id, body.status, metadata));
  }
}
