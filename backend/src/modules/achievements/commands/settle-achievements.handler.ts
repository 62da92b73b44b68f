// SettleAchievements: brings a person's claims in line with what the rules find earned in their
// history now (unlocked, moved or revoked), appended together, in one transaction.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata, StoredEvent } from '#src/shared/event-store/stored-event';
import { type Earned, achievementsDecider } from '#src/modules/achievements/achievements.decider';
import { type AchievementEvent, achievementsStreamId } from '#src/modules/achievements/achievements.events';

export class SettleAchievements extends Command<{ readonly changes: readonly StoredEvent<AchievementEvent>[] }> {
  constructor(
    readonly userId: string,
    /** Everything earned now: an achievement held and left out is revoked. */
    readonly earned: readonly Earned[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(SettleAchievements)
export class SettleAchievementsHandler implements ICommandHandler<SettleAchievements> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: SettleAchievements): Promise<{ readonly changes: readonly StoredEvent<AchievementEvent>[] }> {
    const now = this.clock.now();
    const events = await this.runner.run(
      achievementsDecider,
      achievementsStreamId(command.userId),
      { type: 'SettleAchievements', data: { earned: command.earned, now } },
      { metadata: command.metadata, occurredAt: now },
    );
    return { changes: events };
  }
}
