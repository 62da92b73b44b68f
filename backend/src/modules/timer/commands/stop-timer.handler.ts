// StopTimer: ends the running session and saves it.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { DeciderRunner, eventOfType } from '../../../shared/event-store/decider-runner';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { timerDecider } from '../timer.decider';
import { type SessionType, timerStreamId } from '../timer.events';

export interface StoppedSessionView {
  readonly type: SessionType;
  readonly startTime: string;
  readonly endTime: string;
  readonly durationSeconds: number;
}

export class StopTimer extends Command<StoppedSessionView> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(StopTimer)
export class StopTimerHandler implements ICommandHandler<StopTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: StopTimer): Promise<StoppedSessionView> {
    const now = this.clock.now();
    const decided = await this.runner.run(
      timerDecider,
      timerStreamId(command.userId),
      { type: 'StopTimer', data: { now } },
      { metadata: command.metadata, occurredAt: now },
    );
    const stopped = eventOfType(decided, 'TimerStopped');
    const { sessionType, startedAt, stoppedAt, durationSeconds } = stopped.data;
    return { type: sessionType, startTime: startedAt, endTime: stoppedAt, durationSeconds };
  }
}
