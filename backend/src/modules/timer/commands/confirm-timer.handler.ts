// ConfirmTimer: the person says a long-running timer is still running on purpose ("Still working?":
// keep it); the question waits for another stretch of their limit.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { DeciderRunner } from '../../../shared/event-store/decider-runner';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { timerDecider } from '../timer.decider';
import { timerStreamId } from '../timer.events';

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
