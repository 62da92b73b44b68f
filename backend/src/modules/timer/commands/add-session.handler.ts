// AddSession: saves a session that was never timed ("log this morning's commute"), with what it was
// about when the person says so.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NO_LABELS } from '@pause/rules/session-labels';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { type LabelChanges, labelsAfter } from '#src/modules/timer/domain/label-changes';
import { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type SessionView, sessionView } from '#src/modules/timer/read-models/sessions/session-view';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, timerStreamId } from '#src/modules/timer/timer.events';

export class AddSession extends Command<SessionView> {
  constructor(
    readonly userId: string,
    readonly sessionType: SessionType,
    readonly start: Date,
    readonly end: Date,
    readonly timeZone: string,
    readonly metadata: EventMetadata,
    readonly labels: LabelChanges = {},
  ) {
    super();
  }
}

@CommandHandler(AddSession)
export class AddSessionHandler implements ICommandHandler<AddSession> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  async execute(command: AddSession): Promise<SessionView> {
    const { userId, sessionType, start, end, timeZone } = command;
    const now = this.clock.now();
    const sessionId = randomUUID();
    const labels = labelsAfter(NO_LABELS, command.labels);
    const decided = await this.runner.runReading(
      timerDecider,
      timerStreamId(userId),
      async () => ({
        type: 'AddSession' as const,
        data: {
          sessionId,
          sessionType,
          start,
          end,
          timeZone,
          source: 'manual' as const,
          labels,
          now,
          nearby: await this.sessions.overlapping(userId, start, end),
        },
      }),
      { metadata: command.metadata, occurredAt: now },
    );
    const added = eventOfType(decided, 'SessionAdded');
    return sessionView({ ...added.data, labels });
  }
}
