// StopTimer: ends the running session and saves it, now or at the end the person picked, with what it
// was about (said while it ran). A Stop pressed on a device while offline ends it when it was pressed,
// and one sent with the device's id is applied once however often it is sent (device-press.ts).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { CommandReceipts, type KeepAnswer } from '#src/shared/event-store/command-receipts';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type SessionView, labelsView } from '#src/modules/timer/read-models/sessions/session-view';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, type TimerEvent, timerStreamId } from '#src/modules/timer/timer.events';
import { type DevicePress, pressMetadata } from './device-press';

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
    /** How the device sent it, when it says (its id, when it was pressed). */
    readonly press?: DevicePress,
  ) {
    super();
  }
}

/** What a stop's receipt keeps to answer a repeat: the answer without its labels, which are read again. */
type StoppedReceipt = Omit<StoppedSessionView, 'description' | 'project' | 'tags'>;

@CommandHandler(StopTimer)
export class StopTimerHandler implements ICommandHandler<StopTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly receipts: CommandReceipts,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  execute(command: StopTimer): Promise<StoppedSessionView> {
    const { userId, endedAt, press } = command;
    if (press?.commandId === undefined) return this.stop(command);
    return this.receipts.once<StoppedReceipt, StoppedSessionView>(
      {
        userId,
        commandId: press.commandId,
        command: 'timer.stop',
        content: { endTime: endedAt?.toISOString() ?? null, pressedAt: press.pressedAt?.toISOString() ?? null },
      },
      (keep) => this.stop(command, keep),
      async (stopped) => ({ ...stopped, ...labelsView(await this.sessions.labelsOf(userId, stopped.id)) }),
    );
  }

  private async stop(command: StopTimer, keep?: KeepAnswer<StoppedReceipt>): Promise<StoppedSessionView> {
    const { userId, endedAt, press } = command;
    const now = this.clock.now();
    const decided = await this.runner.run(
      timerDecider,
      timerStreamId(userId),
      { type: 'StopTimer', data: { now, endedAt, pressedAt: press?.pressedAt } },
      {
        metadata: press ? pressMetadata(command.metadata, press) : command.metadata,
        occurredAt: now,
        alongside: keep && ((transaction, events) => keep(transaction, stoppedReceipt(events))),
      },
    );
    const stopped = eventOfType(decided, 'TimerStopped');
    const labels = labelsView(await this.sessions.labelsOf(userId, stopped.data.sessionId));
    return { ...stoppedReceipt([stopped]), ...labels };
  }
}

function stoppedReceipt(events: readonly TimerEvent[]): StoppedReceipt {
  const stopped = events.find((event) => event.type === 'TimerStopped');
  if (stopped?.type !== 'TimerStopped') throw new Error('A stop decided no TimerStopped.');
  const { sessionId, sessionType, startedAt, stoppedAt, durationSeconds } = stopped.data;
  return { id: sessionId, type: sessionType, startTime: startedAt, endTime: stoppedAt, durationSeconds };
}
