// GetTimerPoll: what the one-second poll answers, from two read models in one statement: the running
// session, if any (active-timer), and how far what Pause derives for the person has moved
// (facts-version). The polls that arrive together are answered by one statement (batchedRead).
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { batchedRead, type ReadOne } from '#src/shared/database/batched-read';
import { type ActiveTimerRow, type ActiveTimerView, activeTimerView } from './get-active-timer.handler';

export interface TimerPollView {
  readonly timer: ActiveTimerView | null;
  /** Moves whenever a badge or a challenge outcome of the person changes; 0 before any has. */
  readonly factsVersion: string;
}

export class GetTimerPoll extends Query<TimerPollView> {
  constructor(readonly userId: string) {
    super();
  }
}

type PollRow = { user_id: string; facts_version: string } & (
  ActiveTimerRow | { session_type: null; started_at: null; confirmed_at: null }
);

@QueryHandler(GetTimerPoll)
export class GetTimerPollHandler implements IQueryHandler<GetTimerPoll> {
  private readonly pollOf: ReadOne<string, TimerPollView>;

  constructor(database: Database) {
    const sql = database;
    this.pollOf = batchedRead(async (userIds) => {
      const rows = (await sql.query(
        `select asked.user_id, a.session_type, a.started_at, a.confirmed_at, coalesce(f.version, 0)::text as facts_version
         from unnest($1::uuid[]) as asked(user_id)
         left join active_timer a on a.user_id = asked.user_id
         left join facts_versions f on f.user_id = asked.user_id`,
        [userIds],
      )) as PollRow[];
      return new Map(
        rows.map((row) => [
          row.user_id,
          { timer: row.session_type === null ? null : activeTimerView(row), factsVersion: row.facts_version },
        ]),
      );
    });
  }

  async execute({ userId }: GetTimerPoll): Promise<TimerPollView> {
    return (await this.pollOf(userId)) ?? { timer: null, factsVersion: '0' };
  }
}
