// HTTP face of the timer: starting, moving the running timer's start ("I started late"), stopping (now,
// or at a time the person picks), discarding, confirming a long-running timer, and saying what the
// running one is about. Start and Stop also take a press a device kept while offline (its id and when it
// was pressed: commands/device-press.ts). The one-second poll of the running timer is served ahead of
// Express: active-timer-poll.ts.
import { Body, Controller, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { LONGEST_SESSION_HOURS } from '@pause/rules/longest-session';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { ErrorAnswers } from '#src/shared/http/api-answers';
import { CurrentUser, RequestMetadata, type SignedInUser, timeZoneOf } from '#src/shared/http/current-user';
import type { SessionLabels } from '@pause/rules/session-labels';
import { ConfirmTimer } from './commands/confirm-timer.handler';
import { LabelRunningTimer } from './commands/label-running-timer.handler';
import { DiscardTimer } from './commands/discard-timer.handler';
import { MoveTimerStart } from './commands/move-timer-start.handler';
import { StartTimer, type StartedTimerView } from './commands/start-timer.handler';
import { StopTimer, type StoppedSessionView } from './commands/stop-timer.handler';
import {
  LabelFields,
  RunningTimerLabelsAnswer,
  MoveTimerStartRequest,
  StartTimerRequest,
  StartedTimerAnswer,
  StopTimerRequest,
  StoppedSessionAnswer,
  TimerRefusalAnswer,
} from './timer.dto';

const NOT_RUNNING = 'No timer is running.';

@Controller('timer')
export class TimerController {
  constructor(private readonly commands: CommandBus) {}

  @Post('start')
  @ApiOperation({
    summary: 'Start a work or commute session',
    description:
      'A press kept on a device while offline sends its own commandId and when it was pressed (pressedAt): the timer starts then, ' +
      'and the same commandId sent again is answered as the first time, never started twice.',
  })
  @ApiCreatedResponse({ description: 'The session now running.', type: StartedTimerAnswer })
  @ErrorAnswers({
    400: 'A label is blank, too long or holds control characters; or pressedAt lies in the future or further back than the "Still working?" limit.',
    409: {
      description:
        'A timer is already running (runningTimer says which: another device started one first), or pressedAt lies before the previous saved session ended.',
      type: TimerRefusalAnswer,
    },
    422: 'The commandId was sent before with another command.',
  })
  start(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: StartTimerRequest,
  ): Promise<StartedTimerView> {
    const { type, commandId, pressedAt, ...labels } = body;
    const press = {
      commandId,
      pressedAt: pressedAt === undefined ? undefined : new Date(pressedAt),
      limitHours: user.forgottenTimerLimitHours,
    };
    return this.commands.execute(new StartTimer(user.id, type, timeZoneOf(user), metadata, labels, press));
  }

  /** What is left out stays as it is; null (or [] for tags) clears it. */
  @Put('labels')
  @ApiOperation({ summary: 'Say what the running session is about: description, project and tags' })
  @ApiOkResponse({ description: 'The running session’s labels as they are now.', type: RunningTimerLabelsAnswer })
  @ErrorAnswers({ 400: 'A label is blank, too long or holds control characters.', 409: NOT_RUNNING })
  label(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: LabelFields,
  ): Promise<SessionLabels> {
    return this.commands.execute(new LabelRunningTimer(user.id, body, metadata));
  }

  @Patch()
  @ApiOperation({
    summary: 'Move the running session\'s start ("I started 20 minutes late")',
    description:
      'The start may lie anywhere from the end of the person\'s previous saved session, or their "Still working?" limit ago, whichever is later, up to now. A start left where it was changes nothing.',
  })
  @ApiOkResponse({ description: 'The session running, with its start as it now is.', type: StartedTimerAnswer })
  @ErrorAnswers({
    400: 'The start is not a moment with its time zone, lies in the future, or lies further back than the person\'s "Still working?" limit.',
    409: `${NOT_RUNNING} Or the start lies before the person's previous saved session ended.`,
  })
  moveStart(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: MoveTimerStartRequest,
  ): Promise<StartedTimerView> {
    return this.commands.execute(
      new MoveTimerStart(user.id, new Date(body.startTime), user.forgottenTimerLimitHours, metadata),
    );
  }

  /**
   * The spec's stop sends no body; a forgotten timer's stop names when the session ended; a Stop kept on
   * a device while offline says when it was pressed.
   */
  @Post('stop')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stop the running session, now, at the end the person picks, or when Stop was pressed offline',
    description:
      'A press kept on a device while offline sends its own commandId and when it was pressed (pressedAt): the session ends then, ' +
      'and the same commandId sent again is answered as the first time, never stopped twice.',
  })
  @ApiOkResponse({ description: 'The session just saved.', type: StoppedSessionAnswer })
  @ErrorAnswers({
    400: `The chosen end is before the start, in the future, or more than ${LONGEST_SESSION_HOURS} hours after the start; or pressedAt lies in the future, or comes with endTime.`,
    409: {
      description: `${NOT_RUNNING} Or the timer has run more than ${LONGEST_SESSION_HOURS} hours: choose when it ended, or discard it. Or Stop was pressed before the timer running started (runningTimer says which).`,
      type: TimerRefusalAnswer,
    },
    422: 'The commandId was sent before with another command.',
  })
  stop(
    @CurrentUser() user: SignedInUser,
    @RequestMetadata() metadata: EventMetadata,
    @Body() body: StopTimerRequest,
  ): Promise<StoppedSessionView> {
    const endedAt = body.endTime === undefined ? undefined : new Date(body.endTime);
    const press = {
      commandId: body.commandId,
      pressedAt: body.pressedAt === undefined ? undefined : new Date(body.pressedAt),
    };
    return this.commands.execute(new StopTimer(user.id, metadata, endedAt, press));
  }

  @Post('discard')
  @HttpCode(204)
  @ApiOperation({ summary: 'Throw the running timer away, saving nothing' })
  @ApiNoContentResponse({ description: 'Discarded.' })
  @ErrorAnswers({ 409: NOT_RUNNING })
  discard(@CurrentUser() user: SignedInUser, @RequestMetadata() metadata: EventMetadata): Promise<void> {
    return this.commands.execute(new DiscardTimer(user.id, metadata));
  }

  @Post('confirm')
  @HttpCode(204)
  @ApiOperation({ summary: 'Keep a long-running timer running ("Still working?")' })
  @ApiNoContentResponse({ description: 'Kept: the question waits for another stretch of the limit.' })
  @ErrorAnswers({ 409: NOT_RUNNING })
  confirm(@CurrentUser() user: SignedInUser, @RequestMetadata() metadata: EventMetadata): Promise<void> {
    return this.commands.execute(new ConfirmTimer(user.id, metadata));
  }
}
