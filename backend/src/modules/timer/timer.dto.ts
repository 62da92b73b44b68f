// The shapes the timer's HTTP calls accept.
import { IsIn } from 'class-validator';
import { SESSION_TYPES, type SessionType } from './timer.events';

export class StartTimerRequest {
  @IsIn(SESSION_TYPES, { message: "type must be 'work' or 'commute'" })
  type!: SessionType;
}
