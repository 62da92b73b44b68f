// ResolveChallenge: once its week has ended, a challenge is settled on the two life percentages.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock';
import { DeciderRunner } from '../../../shared/event-store/decider-runner';
import type { EventMetadata } from '../../../shared/event-store/stored-event';
import { challengesDecider } from '../challenges.decider';
import { challengesStreamId } from '../challenges.events';

export class ResolveChallenge extends Command<{ readonly resolved: boolean }> {
  constructor(
    readonly challengeId: string,
    readonly creatorId: string,
    readonly challengedId: string,
    readonly creatorLifePercentage: number | null,
    readonly challengedLifePercentage: number | null,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ResolveChallenge)
export class ResolveChallengeHandler implements ICommandHandler<ResolveChallenge> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: ResolveChallenge): Promise<{ readonly resolved: boolean }> {
    const now = this.clock.now();
    const events = await this.runner.run(
      challengesDecider,
      challengesStreamId(command.creatorId, command.challengedId),
      {
        type: 'ResolveChallenge',
        data: {
          challengeId: command.challengeId,
          creatorLifePercentage: command.creatorLifePercentage,
          challengedLifePercentage: command.challengedLifePercentage,
          now,
        },
      },
      { metadata: command.metadata, occurredAt: now },
    );
    return { resolved: events.length > 0 };
  }
}
