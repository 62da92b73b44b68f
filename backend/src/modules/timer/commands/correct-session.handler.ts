// CorrectSession: changes a saved session's type, start, end or labels; what is not given stays as it was.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NO_LABELS } from '@pause/rules/session-labels';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { type LabelChanges, labelsAfter } from '#src/modules/timer/domain/label-changes';
import { type LabelledSession, SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type SessionView, sessionView } from '#src/modules/timer/read-models/sessions/session-view';
import { type TimerCommand, timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, timerStreamId } from '#src/modules/timer/timer.events';

export interface SessionChanges extends LabelChanges {
  readonly sessionType?: SessionType;
  readonly start?: Date;
  readonly end?: Date;
}

export class CorrectSession extends Command<SessionView> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly changes: SessionChanges,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(CorrectSession)
export class CorrectSessionHandler implements ICommandHandler<CorrectSession> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  async execute(command: CorrectSession): Promise<SessionView> {
    const { userId, sessionId, changes } = command;
    const now = this.clock.now();
    let current: LabelledSession | undefined;
    const decided = await this.runner.runReading(
      timerDecider,
      timerStreamId(userId),
      async (): Promise<TimerCommand> => {
        current = await this.sessions.find(userId, sessionId);
        const sessionType = changes.sessionType ?? current?.sessionType ?? 'work';
        const start = changes.start ?? new Date(current?.startedAt ?? now);
        const end = changes.end ?? new Date(current?.stoppedAt ?? now);
        const nearby = current ? await this.sessions.overlapping(userId, start, end) : [];
        const labelsNow = current?.labels ?? NO_LABELS;
        const labels = { current: labelsNow, wanted: labelsAfter(labelsNow, changes) };
        return { type: 'CorrectSession', data: { sessionId, current, labels, sessionType, start, end, now, nearby } };
      },
      { metadata: command.metadata, occurredAt: now },
    );
    // What was not decided did not change: the session is as it was there.
    const corrected = decided.find((event) => event.type === 'SessionCorrected');
    const labelled = decided.find((event) => event.type === 'SessionLabelled');
    const was = current as LabelledSession;
    return sessionView({
      ...(corrected ? { sessionId, ...corrected.data.after } : was),
      labels: labelled?.data.labels ?? was.labels,
    });
  }
}
