// HTTP face of the timer: starting and stopping (spec §7). The one-second poll of the running timer is
// served ahead of Nest: active-timer-poll.ts.
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata } from '../../shared/event-store/stored-event';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '../../shared/http/current-user';
import { StartTimer, type StartedTimerView } from './commands/start-timer.handler';
import { StopTimer, type StoppedSessionView } from './commands/stop-timer.handler';
import { StartTimerRequest } from './timer.dto';

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

  @Post('stop')
  @HttpCode(200)
  stop(@CurrentUser() user: SignedInUser, @RequestMetadata() metadata: EventMetadata): Promise<StoppedSessionView> {
    return this.commands.execute(new StopTimer(user.id, metadata));
  }
}
