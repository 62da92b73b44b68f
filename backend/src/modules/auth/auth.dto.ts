// What a person may change about themselves: each field optional, at least one sent.
import { IsInt, IsTimeZone, Max, Min } from 'class-validator';
import { IfSent } from '../../shared/http/validation';

const LIMIT_MESSAGE = 'forgottenTimerLimitHours must be a whole number of hours from 1 to 24';

export class UpdateUserRequest {
  @IfSent()
  @IsTimeZone({ message: 'timeZone must be an IANA time zone name such as Europe/Paris' })
  timeZone?: string;

  /** After how many hours a running timer asks "Still working?". */
  @IfSent()
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(24, { message: LIMIT_MESSAGE })
  forgottenTimerLimitHours?: number;
}
