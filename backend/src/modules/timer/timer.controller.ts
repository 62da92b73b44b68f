// HTTP face of the timer: starting, stopping (now, or at a time the person picks), discarding, and
// confirming a long-running timer. The one-second poll of the running timer is served ahead of Nest:
// active-timer-poll.ts.
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata } from '../../shared/event-store/stored-event';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '../../shared/http/current-user';
import { ConfirmTimer } from './commands/confirm-timer.handler';
import { DiscardTimer } from './commands/discard-timer.handler';
import { StartTimer, type StartedTimerView } from './commands/start-timer.handler';
import { StopTimer, type StoppedSessionView } from './commands/stop-timer.handler';
import { StartTimerRequest, StopTimerRequest } from './timer.dto';

@Controller('timer')
export class TimerController {
  constructor(private readonly commands: CommandBus) {}

  @Post('start')
  start(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: StartTimerRequest,
  ): Promise<StartedTimerView> {
    return this.commands.execute(new StartTimer(user.id, body.type, timeZoneOf(user), metadata));
  }

  /** The spec's stop sends no body; a forgotten timer's stop names when the session ended. */
  @Post('stop')
  @HttpCode(200)
  stop(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: StopTimerRequest,
  ): Promise<StoppedSessionView> {
    const endedAt = body.endTime === undefined ? undefined : new Date(body.endTime);
    return this.commands.execute(new StopTimer(user.id, metadata, endedAt));
  }

  @Post('discard')
  @HttpCode(204)
  discard(@CurrentUser() user: SignedInUser, @RequestMetadata() metadata: EventMetadata): Promise<void> {
    return this.commands.execute(new DiscardTimer(user.id, metadata));
  }

  @Post('confirm')
  @HttpCode(204)
  confirm(@CurrentUser() user: SignedInUser, @RequestMetadata() metadata: EventMetadata): Promise<void> {
    return this.commands.execute(new ConfirmTimer(user.id, metadata));
  }
}
