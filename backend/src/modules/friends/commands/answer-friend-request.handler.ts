// AnswerFriendRequest: the person asked accepts or declines a pending request.
import { Database } from '#src/shared/database/database';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { friendshipDecider, noPendingRequest } from '#src/modules/friends/friends.decider';
import { type FriendRequestAnswer, friendshipStreamId } from '#src/modules/friends/friends.events';

export interface AnsweredFriendRequestView {
  readonly id: string;
  readonly status: FriendRequestAnswer;
}

export class AnswerFriendRequest extends Command<AnsweredFriendRequestView> {
  constructor(
    readonly responderId: string,
    readonly requestId: string,
    readonly answer: FriendRequestAnswer,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(AnswerFriendRequest)
export class AnswerFriendRequestHandler implements ICommandHandler<AnswerFriendRequest> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async execute(command: AnswerFriendRequest): Promise<AnsweredFriendRequestView> {
    // The read model says which pair's stream holds the request; the decider says who may answer it.
    const [request] = await this.database.query<{ requester_id: string; addressee_id: string }>(
      'select requester_id, addressee_id from friend_requests where request_id = $1',
      [command.requestId],
    );
    if (!request) throw noPendingRequest();
    const now = this.clock.now();
    await this.runner.run(
      friendshipDecider,
      friendshipStreamId(request.requester_id, request.addressee_id),
      {
        type: 'AnswerFriendRequest',
        data: { requestId: command.requestId, responderId: command.responderId, answer: command.answer, now },
      },
      { metadata: command.metadata, occurredAt: now },
    );
    return { id: command.requestId, status: command.answer };
  }
}
