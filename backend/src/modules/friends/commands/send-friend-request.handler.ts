// SendFriendRequest: asks the person with this email to be friends (or accepts their waiting request).
// The answer is the same whether or not anyone uses Pause with the email, so nobody learns who does: a
// request to an address with no account waits in the asker's invitations stream until someone signs
// up with it (DeliverFriendInvitations).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { DomainError } from '#src/shared/deciders/domain-error';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { People } from '#src/modules/people/people';
import { friendInvitationsDecider } from '#src/modules/friends/friends-invitations.decider';
import { friendshipDecider } from '#src/modules/friends/friends.decider';
import { friendInvitationsStreamId, friendshipStreamId, normalizedEmail } from '#src/modules/friends/friends.events';

export interface SentFriendRequestView {
  readonly id: string;
  /** 'accepted' when the person had already asked: the request became a friendship. */
  readonly status: 'pending' | 'accepted';
}

export class SendFriendRequest extends Command<SentFriendRequestView> {
  constructor(
    readonly requesterId: string,
    readonly requesterEmail: string | null,
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
    const email = normalizedEmail(command.friendEmail);
    if (command.requesterEmail !== null && normalizedEmail(command.requesterEmail) === email) throw ownEmail();
    const friend = await this.people.findByEmail(email);
    if (friend?.id === command.requesterId) throw ownEmail();
    const requestId = randomUUID();
    const now = this.clock.now();
    const context = { metadata: command.metadata, occurredAt: now };
    if (!friend) {
      await this.runner.run(
        friendInvitationsDecider,
        friendInvitationsStreamId(command.requesterId),
        { type: 'InviteFriend', data: { requestId, requesterId: command.requesterId, email, now } },
        context,
      );
      return { id: requestId, status: 'pending' };
    }
    const [decided] = await this.runner.run(
      friendshipDecider,
      friendshipStreamId(command.requesterId, friend.id),
      { type: 'RequestFriendship', data: { requestId, requesterId: command.requesterId, addresseeId: friend.id, now } },
      context,
    );
    return {
      id: decided.data.requestId,
      status: decided.type === 'FriendRequestAccepted' ? 'accepted' : 'pending',
    };
  }
}

function ownEmail(): DomainError {
  return new DomainError('FRIENDSHIP.SELF', 'invalid', "That is your own email address. Enter a friend's email.");
}
