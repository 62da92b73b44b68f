// SendFriendRequest: asks the person with this email to be friends (or accepts their waiting request).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { DomainError } from '#src/shared/deciders/domain-error';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { People } from '#src/modules/people/people';
import type { PersonSummary } from '#src/modules/people/people';
import { friendshipDecider } from '#src/modules/friends/friends.decider';
import { friendshipStreamId } from '#src/modules/friends/friends.events';

export interface SentFriendRequestView {
  readonly id: string;
  /** 'accepted' when the person had already asked: the request became a friendship. */
  readonly status: 'pending' | 'accepted';
  readonly friendUser: PersonSummary;
}

export class SendFriendRequest extends Command<SentFriendRequestView> {
  constructor(
    readonly requesterId: string,
    readonly friendEmail: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(SendFriendRequest)
export class SendFriendRequestHandler implements ICommandHandler<SendFriendRequest> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly people: People,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendFriendRequest): Promise<SentFriendRequestView> {
    const friend = await this.people.findByEmail(command.friendEmail);
    if (!friend) {
      throw new DomainError(
        'FRIENDSHIP.NO_SUCH_PERSON',
        'not-found',
        `No one uses Pause with the email ${command.friendEmail}. Check the address, or invite them to sign up first.`,
      );
    }
    if (friend.id === command.requesterId) {
      throw new DomainError('FRIENDSHIP.SELF', 'invalid', "That is your own email address. Enter a friend's email.");
    }
    const now = this.clock.now();
    const [decided] = await this.runner.run(
      friendshipDecider,
      friendshipStreamId(command.requesterId, friend.id),
      {
        type: 'RequestFriendship',
        data: { requestId: randomUUID(), requesterId: command.requesterId, addresseeId: friend.id, now },
      },
      { metadata: command.metadata, occurredAt: now },
    );
    return {
      id: decided.data.requestId,
      status: decided.type === 'FriendRequestAccepted' ? 'accepted' : 'pending',
      friendUser: friend,
    };
  }
}
