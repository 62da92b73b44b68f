// The shapes the timer's HTTP calls accept and answer.
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ApiMoment } from '../../shared/http/api-properties';
import type { StartedTimerView } from './commands/start-timer.handler';
import type { StoppedSessionView } from './commands/stop-timer.handler';
import type { ActiveTimerView } from './read-models/active-timer/get-active-timer.handler';
import { SESSION_TYPES, type SessionType } from './timer.events';

export class StartTimerRequest {
  @ApiProperty({ enum: SESSION_TYPES, description: 'What the session is.', example: 'work' })
  @IsIn(SESSION_TYPES, { message: "type must be 'work' or 'commute'" })
  type!: SessionType;
}

export class RunningTimerAnswer implements ActiveTimerView, StartedTimerView {
  @ApiMoment('When the session started.')
  readonly startTime!: string;

  @ApiProperty({ enum: SESSION_TYPES, example: 'work' })
  readonly type!: SessionType;
}

export class StoppedSessionAnswer implements StoppedSessionView {
  @ApiProperty({ enum: SESSION_TYPES, example: 'work' })
  readonly type!: SessionType;

  @ApiMoment('When the session started.')
  readonly startTime!: string;

  @ApiMoment('When it stopped.', { example: '2026-11-16T17:00:00.000Z' })
  readonly endTime!: string;

  @ApiProperty({ type: 'integer', description: 'Whole seconds from start to end.', example: 30600 })
  readonly durationSeconds!: number;
}
