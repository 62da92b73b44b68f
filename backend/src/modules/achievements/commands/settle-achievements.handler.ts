// UnlockAchievements: records the achievements a person earned; those already held are skipped, and
// the new ones are appended together, in one transaction.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { DeciderRunner } from '../../../shared/event-store/decider-runner';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { type Earned, achievementsDecider } from '../achievements.decider';
import { type AchievementType, achievementsStreamId } from '../achievements.events';

export class UnlockAchievements extends Command<{ readonly unlocked: readonly AchievementType[] }> {
  constructor(
    readonly userId: string,
    readonly earned: readonly Earned[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(UnlockAchievements)
export class UnlockAchievementsHandler implements ICommandHandler<UnlockAchievements> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: UnlockAchievements): Promise<{ readonly unlocked: readonly AchievementType[] }> {
    const now = this.clock.now();
    const events = await this.runner.run(
      achievementsDecider,
      achievementsStreamId(command.userId),
      { type: 'UnlockAchievements', data: { earned: command.earned, now } },
      { metadata: command.metadata, occurredAt: now },
    );
    return { unlocked: events.map((event) => event.data.achievementType) };
  }
}
