// Runs every registered projector over a command's new events, for the transaction that appends them
// (their statements come just before the append, which commits), so a read right after a write sees it.
import { Injectable } from '@nestjs/common';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import { type Projector, eventsFor } from './projector';

@Injectable()
export class InlineProjections {
  private readonly projectors: Projector[] = [];

  /** Kept by read model name: a stable order for people to read, whatever order the modules started in. */
  register(...projectors: Projector[]): void {
    this.projectors.push(...projectors);
    this.projectors.sort((a, b) => a.readModel.localeCompare(b.readModel));
  }

  all(): readonly Projector[] {
    return this.projectors;
  }

  async project(events: readonly RecordedEvent[], writer: SqlWriter): Promise<void> {
    for (const projector of this.projectors) {
      const handled = eventsFor(projector, events);
      if (handled.length > 0) await projector.project(handled, writer);
    }
  }
}
