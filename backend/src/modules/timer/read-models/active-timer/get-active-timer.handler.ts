// GetActiveTimer: which session, if any, is running for this person; answered from the active-timer read model.
import { EntityManager } from '@mikro-orm/postgresql';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SessionType } from '../../timer.events';

export interface ActiveTimerView {
  readonly startTime: string;
  readonly type: SessionType;
}

export class GetActiveTimer extends Query<ActiveTimerView | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetActiveTimer)
export class GetActiveTimerHandler implements IQueryHandler<GetActiveTimer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetActiveTimer): Promise<ActiveTimerView | null> {
    const [row] = await this.em.execute<{ session_type: SessionType; started_at: Date }[]>(
      'select session_type, started_at from active_timer where user_id = ?',
      [userId],
    );
    return row ? { startTime: new Date(row.started_at).toISOString(), type: row.session_type } : null;
  }
}
