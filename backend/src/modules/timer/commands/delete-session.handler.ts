// DeleteSession: removes a saved session; the web app offers to undo it by adding it back.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { type LabelledSession, SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type SessionView, sessionView } from '#src/modules/timer/read-models/sessions/session-view';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { timerStreamId } from '#src/modules/timer/timer.events';

export class DeleteSession extends Command<SessionView> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(DeleteSession)
export class DeleteSessionHandler implements ICommandHandler<DeleteSession> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  /** Answers the deleted session, so the person can be offered to add it back. */
  async execute({ userId, sessionId, metadata }: DeleteSession): Promise<SessionView> {
    let current: LabelledSession | undefined;
    const decided = await this.runner.runReading(
      timerDecider,
      timerStreamId(userId),
      async () => {
        current = await this.sessions.find(userId, sessionId);
        return { type: 'DeleteSession' as const, data: { sessionId, current } };
      },
      { metadata, occurredAt: this.clock.now() },
    );
    const deleted = eventOfType(decided, 'SessionDeleted');
    // With its labels, so adding it back (undo) can say them again.
    return sessionView({ sessionId, ...deleted.data.deleted, labels: current!.labels });
  }
}
