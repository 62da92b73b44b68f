// HTTP face of friendships: spec §7's friend calls and the leaderboard.
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import { AnswerFriendRequest, type AnsweredFriendRequestView } from './commands/answer-friend-request.handler';
import { DeliverFriendInvitations } from './commands/deliver-friend-invitations.handler';
import { SendFriendRequest, type SentFriendRequestView } from './commands/send-friend-request.handler';
import { WithdrawFriendRequest } from './commands/withdraw-friend-request.handler';
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
  WaitingSentFriendRequestAnswer,
} from './friends.dto';
import { GetFriendRequests, type FriendRequestView } from './read-models/friendships/get-friend-requests.handler';
import { GetFriends, type FriendView } from './read-models/friendships/get-friends.handler';
import {
  GetSentFriendRequests,
  type SentFriendRequestListView,
} from './read-models/friendships/get-sent-friend-requests.handler';
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
  @ApiOkResponse({
    description:
      'The pending requests sent to the person, including those sent to their verified email before they signed up.',
    type: [IncomingFriendRequestAnswer],
  })
  async requests(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<FriendRequestView[]> {
    await this.commands.execute(new DeliverFriendInvitations(user.id, metadata));
    return this.queries.execute(new GetFriendRequests(user.id));
  }

  @Get('requests/sent')
  @ApiOperation({ summary: 'Friend requests the person sent that still wait' })
  @ApiOkResponse({
    description: 'Each by the email it was sent to, alike whether or not anyone uses Pause with it.',
    type: [WaitingSentFriendRequestAnswer],
  })
  sentRequests(@CurrentUser() user: SignedInUser): Promise<SentFriendRequestListView[]> {
    return this.queries.execute(new GetSentFriendRequests(user.id));
  }

  @Delete('requests/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraw a friend request the person sent' })
  @ApiNoContentResponse({ description: 'Withdrawn: it no longer waits for anyone.' })
  @ErrorAnswers({ 404: 'No pending request with this id was sent by you.' })
  async withdraw(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Param() { id }: FriendRequestIdParams,
  ): Promise<void> {
    await this.commands.execute(new WithdrawFriendRequest(user.id, id, metadata));
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
    description:
      'The request, alike whether or not anyone uses Pause with the email; or the friendship when they had asked first.',
    type: SentFriendRequestAnswer,
  })
  @ErrorAnswers({
    400: 'The email is your own.',
    409: 'You are already friends, or your earlier request to this email is still waiting.',
    429: `More than ${FRIEND_REQUESTS_PER_WINDOW} friend requests within an hour.`,
  })
  request(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: SendFriendRequestRequest,
  ): Promise<SentFriendRequestView> {
    return this.commands.execute(new SendFriendRequest(user.id, user.email, body.friendEmail, metadata));
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
