// DeliverFriendInvitations: the requests sent to a person's address before they had an account reach
// them, as ordinary requests in each pair's stream, when they read their requests (GET
// /api/friends/requests) having signed up while the request was open. Only a verified address
// receives them: a request says who asked, which only the owner of the address may learn.
import { Database } from '#src/shared/database/database';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DomainError } from '#src/shared/deciders/domain-error';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { friendInvitationsDecider } from '#src/modules/friends/friends-invitations.decider';
import { friendshipDecider } from '#src/modules/friends/friends.decider';
import { friendInvitationsStreamId, friendshipStreamId } from '#src/modules/friends/friends.events';

export class DeliverFriendInvitations extends Command<void> {
  constructor(
    readonly personId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

interface InvitationRow {
  request_id: string;
  requester_id: string;
  signed_up_at: Date;
}

@CommandHandler(DeliverFriendInvitations)
export class DeliverFriendInvitationsHandler implements ICommandHandler<DeliverFriendInvitations> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ personId, metadata }: DeliverFriendInvitations): Promise<void> {
    const invitations = await this.database.query<InvitationRow>(
      `select i.request_id, i.requester_id, u.created_at as signed_up_at
       from users u join friend_invitations i on i.email = lower(trim(u.email))
       where u.id = $1 and u.email_verified and i.requester_id <> u.id
       order by i.invited_at, i.request_id`,
      [personId],
    );
    for (const invitation of invitations) await this.deliver(invitation, personId, metadata);
  }

  /**
   * Marked delivered first, then asked in the pair's stream: of two pages reading at once only one
   * delivers (the other finds it delivered), so the pair's stream receives the request once.
   */
  private async deliver(invitation: InvitationRow, addresseeId: string, metadata: EventMetadata): Promise<void> {
    const { request_id: requestId, requester_id: requesterId } = invitation;
    const now = this.clock.now();
    const context = { metadata, occurredAt: now };
    const [delivered] = await this.runner.run(
      friendInvitationsDecider,
      friendInvitationsStreamId(requesterId),
      {
        type: 'DeliverFriendInvitation',
        data: { requestId, requesterId, addresseeId, addresseeSignedUpAt: new Date(invitation.signed_up_at), now },
      },
      context,
    );
    if (!delivered) return;
    try {
      await this.runner.run(
        friendshipDecider,
        friendshipStreamId(requesterId, addresseeId),
        { type: 'RequestFriendship', data: { requestId, requesterId, addresseeId, now } },
        context,
      );
    } catch (error) {
      // Already friends, or a request between them already waits: that one stands.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
