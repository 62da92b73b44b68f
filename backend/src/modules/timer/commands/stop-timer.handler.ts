// StopTimer: ends the running session and saves it, now or at the end the person picked.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, timerStreamId } from '#src/modules/timer/timer.events';

export interface StoppedSessionView {
  readonly id: string;
  readonly type: SessionType;
  readonly startTime: string;
  readonly endTime: string;
  readonly durationSeconds: number;
}

export class StopTimer extends Command<StoppedSessionView> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
    /** When the session ended, if not now (a forgotten timer). */
    readonly endedAt?: Date,
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
      { type: 'StopTimer', data: { now, endedAt: command.endedAt } },
      { metadata: command.metadata, occurredAt: now },
    );
    const stopped = eventOfType(decided, 'TimerStopped');
    const { sessionId, sessionType, startedAt, stoppedAt, durationSeconds } = stopped.data;
    return { id: sessionId, type: sessionType, startTime: startedAt, endTime: stoppedAt, durationSeconds };
  }
}
