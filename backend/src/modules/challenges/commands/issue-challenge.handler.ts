// IssueChallenge: a person challenges a friend to the better-balanced week.
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { DomainError } from '#src/shared/deciders/domain-error';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { localWeekEnd, localWeekStartOf } from '#src/shared/time/local-days';
import { Friendships } from '#src/modules/friends/friendships';
import { challengesDecider } from '#src/modules/challenges/challenges.decider';
import { challengesStreamId } from '#src/modules/challenges/challenges.events';
import {
  type ChallengeView,
  GetChallenges,
} from '#src/modules/challenges/read-models/challenges/get-challenges.handler';

export class IssueChallenge extends Command<ChallengeView> {
  constructor(
    readonly creatorId: string,
    readonly creatorTimeZone: string,
    readonly challengedId: string,
    readonly weekStart: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(IssueChallenge)
export class IssueChallengeHandler implements ICommandHandler<IssueChallenge> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly friendships: Friendships,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute(command: IssueChallenge): Promise<ChallengeView> {
    const { creatorId, creatorTimeZone, challengedId, weekStart } = command;
    if (challengedId === creatorId) {
      throw new DomainError('CHALLENGE.SELF', 'invalid', 'You cannot challenge yourself; pick one of your friends.');
    }
    if (!(await this.friendships.areFriends(creatorId, challengedId))) {
      throw new DomainError(
        'CHALLENGE.NOT_A_FRIEND',
        'not-found',
        'There is no friend with that id. You can challenge the people on your friends list.',
      );
    }
    const now = this.clock.now();
    const challengeId = randomUUID();
    await this.runner.run(
      challengesDecider,
      challengesStreamId(creatorId, challengedId),
      {
        type: 'IssueChallenge',
        data: {
          challengeId,
          creatorId,
          challengedId,
          weekStart,
          currentWeekStart: localWeekStartOf(creatorTimeZone, now.getTime()),
          endsAt: new Date(localWeekEnd(creatorTimeZone, weekStart)),
          now,
        },
      },
      { metadata: command.metadata, occurredAt: now },
    );
    const [created] = await this.queries.execute(new GetChallenges(creatorId, challengeId));
    return created;
  }
}
