// UnlockAchievement: records that a person earned an achievement; a repeat is a no-op.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { DeciderRunner } from '../../../shared/event-store/decider-runner';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { achievementsDecider } from '../achievements.decider';
import { type AchievementType, achievementsStreamId } from '../achievements.events';

export class UnlockAchievement extends Command<{ readonly unlocked: boolean }> {
  constructor(
    readonly userId: string,
    readonly achievementType: AchievementType,
    readonly earnedFor: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(UnlockAchievement)
export class UnlockAchievementHandler implements ICommandHandler<UnlockAchievement> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: UnlockAchievement): Promise<{ readonly unlocked: boolean }> {
    const now = this.clock.now();
    const events = await this.runner.run(
      achievementsDecider,
      achievementsStreamId(command.userId),
      { type: 'UnlockAchievement', data: { achievementType: command.achievementType, earnedFor: command.earnedFor, now } },
      { metadata: command.metadata, occurredAt: now },
    );
    return { unlocked: events.length > 0 };
  }
}
