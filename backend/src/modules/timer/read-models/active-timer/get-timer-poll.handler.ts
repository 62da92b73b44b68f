// GetTimerPoll: what the one-second poll answers for a sign-in session, in one statement: who the
// session signs in (signed_in_person, the sessions' own definition), their running session, if any
// (active-timer), and how far what Pause derives for them has moved (facts-version). One statement,
// not a session check and then a read: on the embedded database every statement may wait its turn
// behind another's transaction (an import's), so the poll waits once. The polls that arrive together
// are answered by one statement (batchedRead).
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { batchedRead, type ReadOne } from '#src/shared/database/batched-read';
import { Database } from '#src/shared/database/database';
import {
  ACTIVE_TIMER_WITH_LABELS,
  type ActiveTimerRow,
  type ActiveTimerView,
  activeTimerView,
} from './get-active-timer.handler';

export interface TimerPollView {
  readonly timer: ActiveTimerView | null;
  /** Moves whenever a badge or a challenge outcome of the person changes; 0 before any has. */
  readonly factsVersion: string;
}

/** The poll of whoever the sign-in session signs in; undefined when it signs no one in. */
export class GetTimerPoll extends Query<TimerPollView | undefined> {
  constructor(readonly sessionId: string) {
    super();
  }
}

type PollRow = { session_id: string; facts_version: string } & (
  | ActiveTimerRow
  | { session_type: null; started_at: null; confirmed_at: null; description: null; project: null; tags: null }
);

@QueryHandler(GetTimerPoll)
export class GetTimerPollHandler implements IQueryHandler<GetTimerPoll> {
  private readonly pollOf: ReadOne<string, TimerPollView>;

  constructor(database: Database) {
    this.pollOf = batchedRead(async (sessionIds) => {
      const rows = await database.query<PollRow>(
        `select asked.session_id, ${ACTIVE_TIMER_WITH_LABELS.columns},
                coalesce(f.version, 0)::text as facts_version
         from unnest($1::text[]) as asked(session_id)
         cross join lateral (select signed_in_person(asked.session_id) as user_id) as signed_in
         left join active_timer a on a.user_id = signed_in.user_id
         ${ACTIVE_TIMER_WITH_LABELS.labelsJoin}
         left join facts_versions f on f.user_id = signed_in.user_id
         where signed_in.user_id is not null`,
        [sessionIds],
      );
      // A session that signs no one in has no row: its poll is answered undefined (a 401).
      return new Map(
        rows.map((row) => [
          row.session_id,
          { timer: row.session_type === null ? null : activeTimerView(row), factsVersion: row.facts_version },
        ]),
      );
    });
  }

  execute({ sessionId }: GetTimerPoll): Promise<TimerPollView | undefined> {
    return this.pollOf(sessionId);
  }
}
