// GetWeeklyBalance: one Monday-to-Sunday week's work, commute and life, and how its figure reads: whole
// for a week that has ended (judged, or too little tracked to judge), "so far" for the week under way,
// whose life counts only the hours already lived (docs/decisions.md). Read from the daily-balance read
// model, which knows the week's tracked days: seven rows at most, however long the history.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { addDays } from '#src/shared/time/calendar';
import { localNowOf } from '#src/shared/time/local-days';
import {
  hoursLived,
  type PeriodBalance,
  periodBalance,
  type WeekStanding,
  weekStanding,
} from '#src/modules/analytics/domain/balance';

export interface WeeklyBalanceView extends PeriodBalance {
  readonly weekStart: string;
  /** The hours the life share is taken over: 168 for a week that has ended, those lived so far this week. */
  readonly hoursCounted: number;
  /** On how many of the week's local days anything was tracked. */
  readonly trackedDays: number;
  readonly standing: WeekStanding;
}

export class GetWeeklyBalance extends Query<WeeklyBalanceView> {
  constructor(
    readonly userId: string,
    readonly weekStart: string,
    /** The person's time zone: which week is under way, and how much of it is lived, is theirs. */
    readonly timeZone: string,
  ) {
    super();
  }
}

@QueryHandler(GetWeeklyBalance)
export class GetWeeklyBalanceHandler implements IQueryHandler<GetWeeklyBalance> {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, weekStart, timeZone }: GetWeeklyBalance): Promise<WeeklyBalanceView> {
    const weekEnd = addDays(weekStart, 6);
    const [row] = await this.database.query<{ work_ms: string | null; commute_ms: string | null; days: string }>(
      `select sum(work_ms) as work_ms, sum(commute_ms) as commute_ms, count(*) as days from daily_balance
       where user_id = $1 and local_date between $2 and $3`,
      [userId, weekStart, weekEnd],
    );
    const now = localNowOf(timeZone, this.clock.now().getTime());
    const trackedDays = Number(row?.days ?? 0);
    const hoursCounted = hoursLived(weekStart, weekEnd, now);
    return {
      weekStart,
      ...periodBalance(hoursCounted, Number(row?.work_ms ?? 0), Number(row?.commute_ms ?? 0)),
      hoursCounted,
      trackedDays,
      standing: weekStanding(weekStart, trackedDays, now.date),
    };
  }
}
