// GetWeekSessions: the sessions a person saved that began in one of their weeks (Monday to Sunday in
// their time zone), newest first: the dashboard's sessions list, paged back a week at a time.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { localWeekBegin, localWeekEnd } from '#src/shared/time/local-days';
import { LABELLED_SESSIONS, type LabelledSessionRow, labelledSession } from './saved-sessions';
import { type SessionView, sessionView } from './session-view';

export class GetWeekSessions extends Query<SessionView[]> {
  constructor(
    readonly userId: string,
    readonly weekStart: string,
    readonly timeZone: string,
  ) {
    super();
  }
}

@QueryHandler(GetWeekSessions)
export class GetWeekSessionsHandler implements IQueryHandler<GetWeekSessions> {
  constructor(private readonly database: Database) {}

  async execute({ userId, weekStart, timeZone }: GetWeekSessions): Promise<SessionView[]> {
    const rows = await this.database.query<LabelledSessionRow>(
      `select ${LABELLED_SESSIONS.columns} from ${LABELLED_SESSIONS.from}
        where s.user_id = $1 and s.started_at >= $2 and s.started_at < $3
        order by s.started_at desc, s.session_id`,
      [userId, new Date(localWeekBegin(timeZone, weekStart)), new Date(localWeekEnd(timeZone, weekStart))],
    );
    return rows.map((row) => sessionView(labelledSession(row)));
  }
}
