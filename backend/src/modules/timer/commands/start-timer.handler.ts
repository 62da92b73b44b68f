// StartTimer: begins a work or commute session for the signed-in person, with what it is about when they
// say so ("Continue" on a saved session starts one with its type and labels). A Start pressed on a
// device while offline starts when it was pressed, and one sent with the device's id is applied once
// however often it is sent (device-press.ts).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NO_LABELS } from '@pause/rules/session-labels';
import { randomUUID } from 'node:crypto';
import { Clock } from '#src/shared/clock/clock';
import { CommandReceipts, type KeepAnswer } from '#src/shared/event-store/command-receipts';
import { DeciderRunner, eventOfType } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { type LabelChanges, labelsAfter } from '#src/modules/timer/domain/label-changes';
import { SavedSessions } from '#src/modules/timer/read-models/sessions/saved-sessions';
import { type SessionView, labelsView } from '#src/modules/timer/read-models/sessions/session-view';
import { timerDecider } from '#src/modules/timer/timer.decider';
import { type SessionType, type TimerEvent, timerStreamId } from '#src/modules/timer/timer.events';
import { type DeviceStart, answeredAsOnline, isDevicePress, pressMetadata, runningStartFacts } from './device-press';

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
    /** How the device sent it, when it says (its id, when it was pressed). */
    readonly press?: DeviceStart,
  ) {
    super();
  }
}

/** What a start's receipt keeps to answer a repeat: no labels (what the person typed), read again instead. */
interface StartedReceipt {
  readonly sessionId: string;
  readonly startTime: string;
  readonly type: SessionType;
}

@CommandHandler(StartTimer)
export class StartTimerHandler implements ICommandHandler<StartTimer> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly receipts: CommandReceipts,
    private readonly sessions: SavedSessions,
    private readonly clock: Clock,
  ) {}

  execute(command: StartTimer): Promise<StartedTimerView> {
    const { userId, press } = command;
    if (!isDevicePress(press)) return answeredAsOnline(this.start(command));
    if (press?.commandId === undefined) return this.start(command);
    const labels = labelsAfter(NO_LABELS, command.labels);
    return this.receipts.once<StartedReceipt, StartedTimerView>(
      {
        userId,
        commandId: press.commandId,
        command: 'timer.start',
        content: { type: command.sessionType, labels, pressedAt: press.pressedAt?.toISOString() ?? null },
      },
      (keep) => this.start(command, keep),
      async ({ sessionId, startTime, type }) => ({
        startTime,
        type,
        ...labelsView(await this.sessions.labelsOf(userId, sessionId)),
      }),
    );
  }

  private async start(command: StartTimer, keep?: KeepAnswer<StartedReceipt>): Promise<StartedTimerView> {
    const { userId, sessionType, timeZone, press } = command;
    const now = this.clock.now();
    const labels = labelsAfter(NO_LABELS, command.labels);
    const sessionId = randomUUID();
    const pressedAt = press?.pressedAt;
    const decided = await this.runner.runReading(
      timerDecider,
      timerStreamId(userId),
      async () => ({
        type: 'StartTimer' as const,
        data: {
          sessionId,
          sessionType,
          timeZone,
          now,
          labels,
          ...(pressedAt &&
            press && {
              pressed: { pressedAt, ...(await runningStartFacts(this.sessions, userId, now, press.limitHours)) },
            }),
        },
      }),
      {
        metadata: press ? pressMetadata(command.metadata, press) : command.metadata,
        occurredAt: now,
        alongside: keep && ((transaction, events) => keep(transaction, startedReceipt(events))),
      },
    );
    const started = eventOfType(decided, 'TimerStarted');
    return { startTime: started.data.startedAt, type: started.data.sessionType, ...labelsView(labels) };
  }
}

function startedReceipt(events: readonly TimerEvent[]): StartedReceipt {
  const started = events.find((event) => event.type === 'TimerStarted');
  if (started?.type !== 'TimerStarted') throw new Error('A start decided no TimerStarted.');
  const { sessionId, startedAt, sessionType } = started.data;
  return { sessionId, startTime: startedAt, type: sessionType };
}
