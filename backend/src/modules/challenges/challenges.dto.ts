// The shape a new challenge is created with.
import { IsUUID } from 'class-validator';
import { IsMondayDate, IsRealDate } from '../../shared/http/date-validators';

export class IssueChallengeRequest {
  @IsUUID('all', { message: 'challengedId must be the id of one of your friends' })
  challengedId!: string;

  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}
