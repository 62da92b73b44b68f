// StopTimer: ends the running session and saves it, now or at the end the person picked, with what it
// was about (said while it ran).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type SessionView, labelsView } from '#src/modules/timer/read-models/sessions/session-view';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, timerStreamId } from '#src/modules/timer/timer.events';

export interface StoppedSessionView extends Pick<SessionView, 'description' | 'project' | 'tags'> {
  readonly id: string;
  readonly type: SessionType;
  readonly startTime: string;
  readonly endTime: string;
  readonly durationSeconds: number;
}

export class StopTimer extends Command<StoppedSessionView> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
    /** When the session ended, if not now (a forgotten timer). */
    readonly endedAt?: Date,
  ) {
    super();
  }
}

@CommandHandler(StopTimer)
export class StopTimerHandler implements ICommandHandler<StopTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  async execute(command: StopTimer): Promise<StoppedSessionView> {
    const now = this.clock.now();
    const decided = await this.runner.run(
      timerDecider,
      timerStreamId(command.userId),
      { type: 'StopTimer', data: { now, endedAt: command.endedAt } },
      { metadata: command.metadata, occurredAt: now },
    );
    const stopped = eventOfType(decided, 'TimerStopped');
    const { sessionId, sessionType, startedAt, stoppedAt, durationSeconds } = stopped.data;
    const labels = labelsView(await this.sessions.labelsOf(command.userId, sessionId));
    return { id: sessionId, type: sessionType, startTime: startedAt, endTime: stoppedAt, durationSeconds, ...labels };
  }
}
