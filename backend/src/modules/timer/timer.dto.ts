// The shapes the timer's and the sessions' HTTP calls accept.
import { IsIn, IsUUID } from 'class-validator';
import { IsInstant, IsMondayDate, IsRealDate } from '../../shared/http/date-validators';
import { IfSent } from '../../shared/http/validation';
import { SESSION_TYPES, type SessionType } from './timer.events';

const TYPE_MESSAGE = "type must be 'work' or 'commute'";

export class StartTimerRequest {
  @IsIn(SESSION_TYPES, { message: TYPE_MESSAGE })
  type!: SessionType;
}

/** A stop is now, unless the person says when the session ended (a timer they forgot). */
export class StopTimerRequest {
  @IfSent()
  @IsInstant()
  endTime?: string;
}

export class AddSessionRequest {
  @IsIn(SESSION_TYPES, { message: TYPE_MESSAGE })
  type!: SessionType;

  @IsInstant()
  startTime!: string;

  @IsInstant()
  endTime!: string;
}

/** What to change of a saved session; what is left out stays as it is. */
export class CorrectSessionRequest {
  @IfSent()
  @IsIn(SESSION_TYPES, { message: TYPE_MESSAGE })
  type?: SessionType;

  @IfSent()
  @IsInstant()
  startTime?: string;

  @IfSent()
  @IsInstant()
  endTime?: string;
}

export class SessionIdParams {
  @IsUUID('all', { message: 'the session id in the path is not a session id' })
  id!: string;
}

export class WeekSessionsRequest {
  @IsRealDate()
  @IsMondayDate()
  weekStart!: string;
}
