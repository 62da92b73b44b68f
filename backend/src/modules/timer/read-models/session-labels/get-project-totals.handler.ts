// GetProjectTotals: a person's work and commute hours by project over a range of local dates, for the
// "By project" cards of the week, month and year views. How sessions are counted is project-totals.ts's.
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '#src/shared/database/database';
import { addDays } from '#src/shared/time/calendar';
import type { SessionType } from '#src/modules/timer/timer.events';
import { type DateRange, type ProjectTotal, projectTotals } from './project-totals';

export class GetProjectTotals extends Query<ProjectTotal[]> {
  constructor(
    readonly userId: string,
    readonly range: DateRange,
  ) {
    super();
  }
}

@QueryHandler(GetProjectTotals)
export class GetProjectTotalsHandler implements IQueryHandler<GetProjectTotals> {
  constructor(private readonly database: Database) {}

  async execute({ userId, range }: GetProjectTotals): Promise<ProjectTotal[]> {
    // Every zone's local day lies within a day either side of the same UTC date, so this window holds
    // every session that began in the range, read along the (user_id, started_at) index; each session's
    // own zone then says whether it did.
    const rows = await this.database.query<{
      project: string | null;
      session_type: SessionType;
      started_at: Date;
      stopped_at: Date;
      time_zone: string;
    }>(
      `select l.project, s.session_type, s.started_at, s.stopped_at, s.time_zone
         from sessions s left join session_labels l on l.session_id = s.session_id
        where s.user_id = $1 and s.started_at >= $2 and s.started_at < $3`,
      [userId, new Date(addDays(range.from, -1)), new Date(addDays(range.to, 2))],
    );
    const sessions = rows.map((row) => ({
      project: row.project,
      sessionType: row.session_type,
      startedAtMs: new Date(row.started_at).getTime(),
      stoppedAtMs: new Date(row.stopped_at).getTime(),
      timeZone: row.time_zone,
    }));
    return projectTotals(sessions, range);
  }
}
