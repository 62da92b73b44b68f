// WithdrawFriendRequest: the asker takes back a request still waiting, whether it waits for a person
// (the pair's stream) or for someone to sign up with the address (the asker's invitations stream).
import { Database } from '#src/shared/database/database';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { friendInvitationsDecider } from '#src/modules/friends/friends-invitations.decider';
import { friendshipDecider, noSentRequest } from '#src/modules/friends/friends.decider';
import { friendInvitationsStreamId, friendshipStreamId } from '#src/modules/friends/friends.events';

export class WithdrawFriendRequest extends Command<void> {
  constructor(
    readonly requesterId: string,
    readonly requestId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(WithdrawFriendRequest)
export class WithdrawFriendRequestHandler implements ICommandHandler<WithdrawFriendRequest> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ requesterId, requestId, metadata }: WithdrawFriendRequest): Promise<void> {
    // The read model says which stream holds the request; the decider says whether it may be withdrawn.
    const [request] = await this.database.query<{ addressee_id: string | null }>(
      `select addressee_id from friend_requests where request_id = $1 and requester_id = $2
       union all
       select null from friend_invitations where request_id = $3 and requester_id = $4`,
      [requestId, requesterId, requestId, requesterId],
    );
    if (!request) throw noSentRequest();
    const now = this.clock.now();
    const context = { metadata, occurredAt: now };
    if (request.addressee_id === null) {
      await this.runner.run(
        friendInvitationsDecider,
        friendInvitationsStreamId(requesterId),
        { type: 'WithdrawFriendInvitation', data: { requestId, requesterId, now } },
        context,
      );
      return;
    }
    await this.runner.run(
      friendshipDecider,
      friendshipStreamId(requesterId, request.addressee_id),
      { type: 'WithdrawFriendRequest', data: { requestId, requesterId, now } },
      context,
    );
  }
}
