// DiscardTimer: throws the running timer away; nothing of it is saved (a timer started by mistake, or
// forgotten and not worth correcting).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { timerStreamId } from '#src/modules/timer/timer.events';

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
