// Read model `active-timer`: the one running session per person, if any, and when the person last
// confirmed it is still running on purpose.
// Its table `active_timer`: created by shared/database/migrations/migration-20261121-foundation.ts,
// confirmed_at added by migration-20261125-session-corrections.ts.
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '../../../../shared/event-store/sql-executor';
import type { RecordedEvent } from '../../../../shared/event-store/stored-event';
import type { Projector } from '../../../../shared/projections/projector';
import { type TimerEvent, timerStreamOwner } from '../../timer.events';
import { type AccountDeleted } from '../../../auth/account.events';

@Injectable()
export class ActiveTimerProjector implements Projector<TimerEvent | AccountDeleted> {
  readonly readModel = 'active-timer';
  readonly version = 2;
  readonly handles = ['TimerStarted', 'TimerStopped', 'TimerDiscarded', 'TimerConfirmed', 'AccountDeleted'] as const;
  readonly tables = ['active_timer'] as const;

  async project(events: readonly RecordedEvent<TimerEvent | AccountDeleted>[], sql: SqlExecutor): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(event: RecordedEvent<TimerEvent | AccountDeleted>, sql: SqlExecutor): Promise<void> {
    if (event.type === 'AccountDeleted') {
      await sql.execute('delete from active_timer where user_id = ?', [event.data.userId]);
      return;
    }
    const userId = timerStreamOwner(event.streamId);
    switch (event.type) {
      case 'TimerStarted':
        await sql.execute(
          `insert into active_timer (user_id, session_id, session_type, started_at, confirmed_at)
           values (?, ?, ?, ?, null)
           on conflict (user_id) do update set session_id = excluded.session_id,
             session_type = excluded.session_type, started_at = excluded.started_at, confirmed_at = null`,
          [userId, event.data.sessionId, event.data.sessionType, event.data.startedAt],
        );
        return;
      case 'TimerStopped':
      case 'TimerDiscarded':
        await sql.execute('delete from active_timer where user_id = ? and session_id = ?', [
          userId,
          event.data.sessionId,
        ]);
        return;
      case 'TimerConfirmed':
        await sql.execute('update active_timer set confirmed_at = ? where user_id = ? and session_id = ?', [
          event.data.confirmedAt,
          userId,
          event.data.sessionId,
        ]);
        return;
    }
  }
}
