// How far the event subscriptions are behind the log, for the health checks: how many events each
// still has to pass (of any type: a subscription's checkpoint moves past the whole log), and for how
// long it has been behind. A subscription falls behind when no process follows it (the worker is
// down), or when its reaction keeps failing (Redis is away); once it has been behind for longer than
// BEHIND_LIMIT_SECONDS it is reported unavailable.
import { Database } from '#src/shared/database/database';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HealthReport, type ServiceHealth } from '#src/shared/http/health-report';
import { EventSubscriptions } from './event-subscriptions';

/** Subscriptions are polled every second: this long behind means nothing is catching up. */
export const BEHIND_LIMIT_SECONDS = 30;
/** Counting stops here, so a long backlog costs the check no more than this many rows. */
const MOST_COUNTED = 10_000;

interface LagRow {
  waiting: string;
  behind_seconds: string | null;
}

@Injectable()
export class SubscriptionLag implements OnModuleInit {
  private readonly database: Database;

  constructor(
    database: Database,
    private readonly subscriptions: EventSubscriptions,
    private readonly health: HealthReport,
  ) {
    this.database = database;
  }

  onModuleInit(): void {
    this.health.register('subscriptions', () => this.report());
  }

  async report(): Promise<ServiceHealth> {
    let eventsWaiting = 0;
    let behindSeconds = 0;
    for (const name of this.subscriptions.names()) {
      const lag = await this.lagOf(name);
      eventsWaiting = Math.max(eventsWaiting, lag.eventsWaiting);
      behindSeconds = Math.max(behindSeconds, lag.behindSeconds);
    }
    const details = { eventsWaiting, eventsWaitingCountedUpTo: MOST_COUNTED, behindSeconds };
    return { state: behindSeconds > BEHIND_LIMIT_SECONDS ? 'unavailable' : 'available', details };
  }

  /**
   * The committed events after the subscription's checkpoint, in the order it reads them (so, like
   * its reads, one ordered range of the commit-order index), and since when it has been behind: the
   * later of its last move and the oldest waiting event's time (0 when none waits).
   */
  async lagOf(name: string): Promise<{ eventsWaiting: number; behindSeconds: number }> {
    const [row] = await this.database.query<LagRow>(
      `with checkpoint as (
         select coalesce(max(transaction_id::text), '0')::xid8 as transaction_id, coalesce(max(position), 0) as position,
                max(updated_at) as updated_at
         from subscription_checkpoints where name = $1
       ), waiting as (
         select events.occurred_at from events, checkpoint
         where (events.transaction_id, events.position) > (checkpoint.transaction_id, checkpoint.position)
           and events.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         order by events.transaction_id, events.position
         limit $2
       )
       select (select count(*) from waiting) as waiting,
              case when exists (select 1 from waiting)
                then greatest(0, extract(epoch from now() - greatest((select updated_at from checkpoint),
                                                                      (select min(occurred_at) from waiting))))
              end as behind_seconds`,
      [name, MOST_COUNTED],
    );
    return { eventsWaiting: Number(row.waiting), behindSeconds: Math.floor(Number(row.behind_seconds ?? 0)) };
  }
}
