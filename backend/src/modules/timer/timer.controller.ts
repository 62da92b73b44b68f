// HTTP face of the timer: spec §7's three timer calls.
import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { EventMetadata } from '../../shared/event-store/stored-event';
import {
  CurrentUser,
  NeedsOnlySignedInId,
  RequestMetadata,
  SignedInId,
  type SignedInUser,
  timeZoneOf,
} from '../../shared/http/current-user';
import { ErrorAnswers, OkOrNullAnswer } from '../../shared/http/api-answers';
import { StartTimer, type StartedTimerView } from './commands/start-timer.handler';
import { StopTimer, type StoppedSessionView } from './commands/stop-timer.handler';
import { GetActiveTimer, type ActiveTimerView } from './read-models/active-timer/get-active-timer.handler';
import { RunningTimerAnswer, StartTimerRequest, StoppedSessionAnswer } from './timer.dto';

@Controller('timer')
export class TimerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Answers the running session, or JSON null when none runs (Nest would send an empty body). Every
   * open dashboard asks once a second: it needs only the signed-in id, and Express answers a request
   * whose If-None-Match matches the answer's ETag with a 304 and no body.
   */
  @Get('active')
  @ApiOperation({ summary: 'The running session, if any' })
  @OkOrNullAnswer(RunningTimerAnswer, 'The running session, or null when none runs.')
  @ApiResponse({ status: 304, description: 'Nothing changed since the answer whose ETag came in If-None-Match.' })
  @NeedsOnlySignedInId()
  async active(@SignedInId() userId: string, @Res() response: Response): Promise<void> {
    const active: ActiveTimerView | null = await this.queries.execute(new GetActiveTimer(userId));
    response.setHeader('Cache-Control', 'private, no-cache');
    response.json(active);
  }

  @Post('start')
  @ApiOperation({ summary: 'Start a work or commute session' })
  @ApiCreatedResponse({ description: 'The session now running.', type: RunningTimerAnswer })
  @ErrorAnswers({ 409: 'A timer is already running: stop it first.' })
  start(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: StartTimerRequest,
  ): Promise<StartedTimerView> {
    return this.commands.execute(new StartTimer(user.id, body.type, timeZoneOf(user), metadata));
  }

  @Post('stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop the running session' })
  @ApiOkResponse({ description: 'The session just completed.', type: StoppedSessionAnswer })
  @ErrorAnswers({ 409: 'No timer is running.' })
  stop(@CurrentUser() user: SignedInUser, @RequestMetadata() metadata: EventMetadata): Promise<StoppedSessionView> {
    return this.commands.execute(new StopTimer(user.id, metadata));
  }
}
