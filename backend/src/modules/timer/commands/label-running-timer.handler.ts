// LabelRunningTimer: says what the running timer is about (description, project, tags); the session it
// saves when it stops keeps them.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NO_LABELS, type SessionLabels } from '@pause/rules/session-labels';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { type LabelChanges, labelsAfter } from '#src/modules/timer/domain/label-changes';
import { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type TimerCommand, timerDecider } from '#src/modules/timer/timer.decider';
import { timerStreamId } from '#src/modules/timer/timer.events';

export class LabelRunningTimer extends Command<SessionLabels> {
  constructor(
    readonly userId: string,
    readonly changes: LabelChanges,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(LabelRunningTimer)
export class LabelRunningTimerHandler implements ICommandHandler<LabelRunningTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  /** Answers the running timer's labels as they are now. */
  async execute({ userId, changes, metadata }: LabelRunningTimer): Promise<SessionLabels> {
    let labels: SessionLabels | undefined;
    await this.runner.runReading(
      timerDecider,
      timerStreamId(userId),
      async (state): Promise<TimerCommand> => {
        const current = state.status === 'running' ? await this.sessions.labelsOf(userId, state.sessionId) : NO_LABELS;
        labels = labelsAfter(current, changes);
        return { type: 'LabelRunningTimer', data: { labels, current } };
      },
      { metadata, occurredAt: this.clock.now() },
    );
    return labels!;
  }
}
