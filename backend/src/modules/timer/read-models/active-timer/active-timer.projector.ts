// Read model `active-timer`: the one running session per person, if any (with its start as last moved),
// and when the person last confirmed it is still running on purpose.
// Its table `active_timer`: created by shared/database/migrations/migration-20261121-foundation.ts,
// confirmed_at added by migration-20261125-session-corrections.ts.
import { Injectable } from '@nestjs/common';
import type { SqlWriter } from '#src/shared/database/sql';
import type { RecordedEvent } from '#src/shared/event-store/stored-event';
import type { Projector } from '#src/shared/projections/projector';
import { type TimerEvent, timerStreamOwner } from '#src/modules/timer/timer.events';
import { type AccountDeleted } from '#src/modules/auth/account.events';

@Injectable()
export class ActiveTimerProjector implements Projector<TimerEvent | AccountDeleted> {
  readonly readModel = 'active-timer';
  readonly version = 2;
  readonly handles = [
    'TimerStarted',
    'TimerStartMoved',
    'TimerStopped',
    'TimerDiscarded',
    'TimerConfirmed',
    'AccountDeleted',
  ] as const;
  readonly tables = ['active_timer'] as const;

  async project(events: readonly RecordedEvent<TimerEvent | AccountDeleted>[], sql: SqlWriter): Promise<void> {
    for (const event of events) await this.projectOne(event, sql);
  }

  private async projectOne(event: RecordedEvent<TimerEvent | AccountDeleted>, sql: SqlWriter): Promise<void> {
    if (event.type === 'AccountDeleted') {
      await sql.query('delete from active_timer where user_id = $1', [event.data.userId]);
      return;
    }
    const userId = timerStreamOwner(event.streamId);
    switch (event.type) {
      case 'TimerStarted':
        await sql.query(
          `insert into active_timer (user_id, session_id, session_type, started_at, confirmed_at)
           values ($1, $2, $3, $4, null)
           on conflict (user_id) do update set session_id = excluded.session_id,
             session_type = excluded.session_type, started_at = excluded.started_at, confirmed_at = null`,
          [userId, event.data.sessionId, event.data.sessionType, event.data.startedAt],
        );
        return;
      case 'TimerStartMoved':
        await sql.query('update active_timer set started_at = $1 where user_id = $2 and session_id = $3', [
          event.data.startedAt,
          userId,
          event.data.sessionId,
        ]);
        return;
      case 'TimerStopped':
      case 'TimerDiscarded':
        await sql.query('delete from active_timer where user_id = $1 and session_id = $2', [
          userId,
          event.data.sessionId,
        ]);
        return;
      case 'TimerConfirmed':
        await sql.query('update active_timer set confirmed_at = $1 where user_id = $2 and session_id = $3', [
          event.data.confirmedAt,
          userId,
          event.data.sessionId,
        ]);
        return;
    }
  }
}
