// ResolveChallenge: once its week has ended, a challenge is settled on the two people's judged life
// percentages of that week as they are now; settled again, the same way, when they change afterwards.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { WeeklyLifePercentages } from '#src/modules/analytics/weekly-life-percentages';
import { challengesDecider } from '#src/modules/challenges/challenges.decider';
import { challengesStreamId } from '#src/modules/challenges/challenges.events';

export class ResolveChallenge extends Command<{ readonly changed: boolean }> {
  constructor(
    readonly challengeId: string,
    readonly creatorId: string,
    readonly challengedId: string,
    /** The Monday of the challenge's week. */
    readonly weekStart: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ResolveChallenge)
export class ResolveChallengeHandler implements ICommandHandler<ResolveChallenge> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly percentages: WeeklyLifePercentages,
    private readonly clock: Clock,
  ) {}

  async execute(command: ResolveChallenge): Promise<{ readonly changed: boolean }> {
    const { challengeId, creatorId, challengedId, weekStart } = command;
    const now = this.clock.now();
    // The figures are read after the pair's stream, and read again if another settlement got there
    // first: a settlement that lost the race never writes figures older than the winner's.
    const events = await this.runner.runReading(
      challengesDecider,
      challengesStreamId(creatorId, challengedId),
      async () => {
        const judged = await this.percentages.judgedOf([creatorId, challengedId], weekStart);
        return {
          type: 'ResolveChallenge' as const,
          data: {
            challengeId,
            creatorLifePercentage: judged.get(creatorId) ?? null,
            challengedLifePercentage: judged.get(challengedId) ?? null,
            now,
          },
        };
      },
      { metadata: command.metadata, occurredAt: now },
    );
    return { changed: events.length > 0 };
  }
}
