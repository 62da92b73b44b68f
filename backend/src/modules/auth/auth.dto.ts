// What a person may change about themselves.
import { IsTimeZone } from 'class-validator';

export class UpdateUserRequest {
  @IsTimeZone({ message: 'timeZone must be an IANA time zone name such as Europe/Paris' })
  timeZone!: string;
}
