// StartTimer: begins a work or commute session for the signed-in person.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, timerStreamId } from '#src/modules/timer/timer.events';

export interface StartedTimerView {
  readonly startTime: string;
  readonly type: SessionType;
}

export class StartTimer extends Command<StartedTimerView> {
  constructor(
    readonly userId: string,
    readonly sessionType: SessionType,
    readonly timeZone: string,
    readonly metadata: EventMetadata,
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
    const decided = await this.runner.run(
      timerDecider,
      timerStreamId(command.userId),
      {
        type: 'StartTimer',
        data: { sessionId: randomUUID(), sessionType: command.sessionType, timeZone: command.timeZone, now },
      },
      { metadata: command.metadata, occurredAt: now },
    );
    const started = eventOfType(decided, 'TimerStarted');
    return { startTime: started.data.startedAt, type: started.data.sessionType };
  }
}
