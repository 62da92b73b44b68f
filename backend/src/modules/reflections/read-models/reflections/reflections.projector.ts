// Read model `reflections`: each person's reflection per week.
// Its table `reflections`: created by shared/database/migrations/migration-20261121-social-read-models.ts.
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../../../shared/event-store/sql-executor';
import type { StoredEvent } from '../../../../shared/event-store/stored-event';
import type { Projector } from '../../../../shared/projections/projector';
import { type ReflectionRecorded, reflectionsStreamOwner } from '../../reflections.events';

@Injectable()
export class ReflectionsProjector implements Projector<ReflectionRecorded> {
  readonly readModel = 'reflections';
  readonly version = 1;
  readonly handles = ['ReflectionRecorded'] as const;
  readonly tables = ['reflections'] as const;

  async project(events: readonly StoredEvent<ReflectionRecorded>[], sql: SqlExecutor): Promise<void> {
    for (const event of events) {
      const { weekStart, content, recordedAt } = event.data;
      await sql.execute('insert into reflections (user_id, week_start, content, recorded_at) values (?, ?, ?, ?)', [
        reflectionsStreamOwner(event.streamId),
        weekStart,
        content,
        recordedAt,
      ]);
    }
  }
}
