// Read model `reflections`: each person's reflection per week.
// Its table `reflections`: created by shared/database/migrations/migration-20261121-social-read-models.ts.
import { Injectable } from '@nestjs/common';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import type { Projector } from '#src/shared/projections/projector';
import { type ReflectionRecorded, reflectionsStreamOwner } from '#src/modules/reflections/reflections.events';
import { type AccountDeleted } from '#src/modules/auth/account.events';

@Injectable()
export class ReflectionsProjector implements Projector<ReflectionRecorded | AccountDeleted> {
  readonly readModel = 'reflections';
  readonly version = 1;
  readonly handles = ['ReflectionRecorded', 'AccountDeleted'] as const;
  readonly tables = ['reflections'] as const;

  async project(events: readonly RecordedEvent<ReflectionRecorded | AccountDeleted>[], sql: SqlWriter): Promise<void> {
    for (const event of events) {
      if (event.type === 'AccountDeleted') {
        await sql.query('delete from reflections where user_id = $1', [event.data.userId]);
        continue;
      }
      const { weekStart, content, recordedAt } = event.data;
      // Erased (its writer deleted their account, whose AccountDeleted comes later): nothing to keep.
      if (content === null) continue;
      await sql.query('insert into reflections (user_id, week_start, content, recorded_at) values ($1, $2, $3, $4)', [
        reflectionsStreamOwner(event.streamId),
        weekStart,
        content,
        recordedAt,
      ]);
    }
  }
}
