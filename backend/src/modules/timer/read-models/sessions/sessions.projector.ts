// Read model `sessions`: every saved (stopped) session, with its start, end, type and duration.
// Its table `sessions`: created by shared/database/migrations/migration-20261121-foundation.ts.
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../../../shared/event-store/sql-executor';
import type { StoredEvent } from '../../../../shared/event-store/stored-event';
import type { Projector } from '../../../../shared/projections/projector';
import { type TimerStopped, timerStreamOwner } from '../../timer.events';

@Injectable()
export class SessionsProjector implements Projector<TimerStopped> {
  readonly readModel = 'sessions';
  readonly version = 1;
  readonly handles = ['TimerStopped'] as const;
  readonly tables = ['sessions'] as const;

  async project(events: readonly StoredEvent<TimerStopped>[], sql: SqlExecutor): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(event: StoredEvent<TimerStopped>, sql: SqlExecutor): Promise<void> {
    const { sessionId, sessionType, startedAt, stoppedAt, durationSeconds, timeZone } = event.data;
    await sql.execute(
      `insert into sessions (session_id, user_id, session_type, started_at, stopped_at, duration_seconds, time_zone)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (session_id) do nothing`,
      [sessionId, timerStreamOwner(event.streamId), sessionType, startedAt, stoppedAt, durationSeconds, timeZone],
    );
  }
}
