// RecordReflection: saves a person's reflection on one week.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { DeciderRunner } from '#src/shared/event-store/decider-runner';
import type { EventMetadata } from '#src/shared/event-store/stored-event';
import { localWeekStartOf } from '#src/shared/time/local-days';
import { reflectionsDecider } from '#src/modules/reflections/reflections.decider';
import { reflectionsStreamId } from '#src/modules/reflections/reflections.events';
import type { ReflectionView } from '#src/modules/reflections/read-models/reflections/get-reflection.handler';

export class RecordReflection extends Command<ReflectionView> {
  constructor(
    readonly userId: string,
    readonly timeZone: string,
    readonly weekStart: string,
    readonly content: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RecordReflection)
export class RecordReflectionHandler implements ICommandHandler<RecordReflection> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordReflection): Promise<ReflectionView> {
    const now = this.clock.now();
    const [recorded] = await this.runner.run(
      reflectionsDecider,
      reflectionsStreamId(command.userId),
      {
        type: 'RecordReflection',
        data: {
          weekStart: command.weekStart,
          content: command.content,
          currentWeekStart: localWeekStartOf(command.timeZone, now.getTime()),
          now,
        },
      },
      { metadata: command.metadata, occurredAt: now },
    );
    const { weekStart, recordedAt } = recorded.data;
    return { weekStart, content: command.content, createdAt: recordedAt };
  }
}
