// StartTimer: begins a work or commute session for the signed-in person, with what it is about when they
// say so ("Continue" on a saved session starts one with its type and labels).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NO_LABELS } from '@pause/rules/session-labels';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { type LabelChanges, labelsAfter } from '#src/modules/timer/domain/label-changes';
import { type SessionView, labelsView } from '#src/modules/timer/read-models/sessions/session-view';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, timerStreamId } from '#src/modules/timer/timer.events';

export interface StartedTimerView extends Pick<SessionView, 'description' | 'project' | 'tags'> {
  readonly startTime: string;
  readonly type: SessionType;
}

export class StartTimer extends Command<StartedTimerView> {
  constructor(
    readonly userId: string,
    readonly sessionType: SessionType,
    readonly timeZone: string,
    readonly metadata: EventMetadata,
    readonly labels: LabelChanges = {},
  ) {
    super();
  }
}

@CommandHandler(StartTimer)
export class StartTimerHandler implements ICommandHandler<StartTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartTimer): Promise<StartedTimerView> {
    const now = this.clock.now();
    const labels = labelsAfter(NO_LABELS, command.labels);
    const decided = await this.runner.run(
      timerDecider,
      timerStreamId(command.userId),
      {
        type: 'StartTimer',
        data: { sessionId: randomUUID(), sessionType: command.sessionType, timeZone: command.timeZone, now, labels },
      },
      { metadata: command.metadata, occurredAt: now },
    );
    const started = eventOfType(decided, 'TimerStarted');
    return { startTime: started.data.startedAt, type: started.data.sessionType, ...labelsView(labels) };
  }
}
