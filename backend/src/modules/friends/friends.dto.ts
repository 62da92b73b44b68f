// The shapes the friend calls accept.
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsUUID } from 'class-validator';
import { FRIEND_REQUEST_ANSWERS, type FriendRequestAnswer } from './friends.events';

/** IsEmail also refuses non-strings and addresses over 254 characters. */
export class SendFriendRequestRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'friendEmail must be an email address, like sam@example.com' })
  friendEmail!: string;
}

export class FriendRequestIdParams {
  @IsUUID('all', { message: 'the friend request id in the path is not a request id' })
  id!: string;
}

export class AnswerFriendRequestRequest {
  @IsIn(FRIEND_REQUEST_ANSWERS, { message: "status must be 'accepted' or 'declined'" })
  status!: FriendRequestAnswer;
}
