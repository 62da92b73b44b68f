// MoveTimerStart: "I started 20 minutes late": the running timer takes the start the person picks,
// between the end of their previous saved session (or their "Still working?" limit ago) and now.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type TimerState, timerDecider } from '#src/modules/timer/timer.decider';
import { timerStreamId } from '#src/modules/timer/timer.events';
import { labelsView } from '#src/modules/timer/read-models/sessions/session-view';
import { runningStartFacts } from './device-press';
import type { StartedTimerView } from './start-timer.handler';

export class MoveTimerStart extends Command<StartedTimerView> {
  constructor(
    readonly userId: string,
    readonly startedAt: Date,
    /** The person's forgotten-timer limit, in hours. */
    readonly limitHours: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(MoveTimerStart)
export class MoveTimerStartHandler implements ICommandHandler<MoveTimerStart> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, startedAt, limitHours, metadata }: MoveTimerStart): Promise<StartedTimerView> {
    const now = this.clock.now();
    // The timer as the decision found it: a start left where it was appends nothing, and is still answered.
    let decidedOn: TimerState = timerDecider.initialState;
    const decided = await this.runner.runReading(
      timerDecider,
      timerStreamId(userId),
      async (state) => {
        decidedOn = state;
        return {
          type: 'MoveTimerStart' as const,
          data: { startedAt, now, ...(await runningStartFacts(this.sessions, userId, now, limitHours)) },
        };
      },
      { metadata, occurredAt: now },
    );
    const running = decided.reduce(timerDecider.evolve, decidedOn);
    if (running.status !== 'running') throw new Error('A moved start left no timer running.');
    const labels = await this.sessions.labelsOf(userId, running.sessionId);
    return { startTime: running.startedAt, type: running.sessionType, ...labelsView(labels) };
  }
}
