// ConfirmTimer: the person says a long-running timer is still running on purpose ("Still working?":
// keep it); the question waits for another stretch of their limit.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { timerStreamId } from '#src/modules/timer/timer.events';

export class ConfirmTimer extends Command<void> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ConfirmTimer)
export class ConfirmTimerHandler implements ICommandHandler<ConfirmTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, metadata }: ConfirmTimer): Promise<void> {
    const now = this.clock.now();
    await this.runner.run(
      timerDecider,
      timerStreamId(userId),
      { type: 'ConfirmTimer', data: { now } },
      {
        metadata,
        occurredAt: now,
      },
    );
  }
}
