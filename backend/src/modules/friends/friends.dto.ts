// The shapes the friend calls accept and answer.
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsUUID } from 'class-validator';
import { ApiId, ApiMoment, ApiMonday } from '#src/shared/http/api-properties';
import { PersonSummaryAnswer } from '#src/modules/people/people';
import type { AnsweredFriendRequestView } from './commands/answer-friend-request.handler';
import type { SentFriendRequestView } from './commands/send-friend-request.handler';
import type { LeaderboardEntry } from './domain/leaderboard';
import { FRIEND_REQUEST_ANSWERS, type FriendRequestAnswer } from './friends.events';
import type { FriendRequestView } from './read-models/friendships/get-friend-requests.handler';
import type { FriendView } from './read-models/friendships/get-friends.handler';
import type { LeaderboardView } from './read-models/friendships/get-leaderboard.handler';
import type { SentFriendRequestListView } from './read-models/friendships/get-sent-friend-requests.handler';

/** IsEmail also refuses non-strings and addresses over 254 characters. */
export class SendFriendRequestRequest {
  @ApiProperty({ format: 'email', description: 'The email the friend signs in with.', example: 'sam@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'friendEmail must be an email address, like sam@example.com' })
  friendEmail!: string;
}

export class FriendRequestIdParams {
  @ApiId('The id of a friend request sent to you.')
  @IsUUID('all', { message: 'the friend request id in the path is not a request id' })
  id!: string;
}

export class AnswerFriendRequestRequest {
  @ApiProperty({ enum: FRIEND_REQUEST_ANSWERS, example: 'accepted' })
  @IsIn(FRIEND_REQUEST_ANSWERS, { message: "status must be 'accepted' or 'declined'" })
  status!: FriendRequestAnswer;
}

export class FriendAnswer implements FriendView {
  @ApiId('The accepted request that made the friendship.')
  readonly id!: string;

  @ApiId("The friend's id.")
  readonly friendId!: string;

  @ApiProperty({ type: PersonSummaryAnswer })
  readonly friendUser!: PersonSummaryAnswer;

  @ApiMoment('When the friendship began.')
  readonly since!: string;
}

export class IncomingFriendRequestAnswer implements FriendRequestView {
  @ApiId("The request's id, for answering it.")
  readonly id!: string;

  @ApiProperty({ enum: ['pending'] })
  readonly status!: 'pending';

  @ApiProperty({ type: PersonSummaryAnswer, description: 'Who asked.' })
  readonly requesterUser!: PersonSummaryAnswer;

  @ApiMoment('When they asked.')
  readonly createdAt!: string;
}

export class SentFriendRequestAnswer implements SentFriendRequestView {
  @ApiId("The request's id.")
  readonly id!: string;

  @ApiProperty({
    enum: ['pending', 'accepted'],
    description: 'accepted when the friend had already asked you: the two requests made a friendship.',
  })
  readonly status!: 'pending' | 'accepted';
}

export class WaitingSentFriendRequestAnswer implements SentFriendRequestListView {
  @ApiId("The request's id, for withdrawing it.")
  readonly id!: string;

  @ApiProperty({ enum: ['pending'] })
  readonly status!: 'pending';

  @ApiProperty({ format: 'email', description: 'The email it was sent to, in lower case.', example: 'sam@example.com' })
  readonly email!: string;

  @ApiMoment('When it was sent.')
  readonly createdAt!: string;
}

export class AnsweredFriendRequestAnswer implements AnsweredFriendRequestView {
  @ApiId("The request's id.")
  readonly id!: string;

  @ApiProperty({ enum: FRIEND_REQUEST_ANSWERS })
  readonly status!: FriendRequestAnswer;
}

export class LeaderboardEntryAnswer implements LeaderboardEntry<PersonSummaryAnswer> {
  @ApiProperty({ type: PersonSummaryAnswer })
  readonly person!: PersonSummaryAnswer;

  @ApiProperty({ description: 'Whether this entry is the person asking.' })
  readonly isMe!: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "This week's life percentage; null when nothing was tracked this week.",
    example: 71,
  })
  readonly lifePercentage!: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The rank, shared by ties (1, 1, 3); null for people who tracked nothing, listed last.',
    example: 1,
  })
  readonly rank!: number | null;
}

export class LeaderboardAnswer implements LeaderboardView {
  @ApiMonday("The Monday of the asking person's current week.")
  readonly weekStart!: string;

  @ApiProperty({ type: [LeaderboardEntryAnswer] })
  readonly entries!: LeaderboardEntryAnswer[];
}
