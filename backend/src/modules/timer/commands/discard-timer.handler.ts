// DiscardTimer: throws the running timer away; nothing of it is saved (a timer started by mistake, or
// forgotten and not worth correcting).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { DeciderRunner } from '../../../shared/event-store/decider-runner';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { timerDecider } from '../timer.decider';
import { timerStreamId } from '../timer.events';

export class DiscardTimer extends Command<void> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(DiscardTimer)
export class DiscardTimerHandler implements ICommandHandler<DiscardTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, metadata }: DiscardTimer): Promise<void> {
    const now = this.clock.now();
    await this.runner.run(
      timerDecider,
      timerStreamId(userId),
      { type: 'DiscardTimer', data: { now } },
      {
        metadata,
        occurredAt: now,
      },
    );
  }
}
