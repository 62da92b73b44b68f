// GetPeriodSummary: a month's or a year's balance at a glance (domain/period-summary.ts), from two range
// reads on the read models' keys: the period's days (and the six after it, where its last week ends)
// from daily-balance, and the trend's months from monthly-balance. At most 372 and 12 rows, however
// long the history.
import { Database } from '#src/shared/database/database';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '#src/shared/clock/clock';
import { addDays, LAST_CALENDAR_DATE } from '#src/shared/time/calendar';
import { localNowOf } from '#src/shared/time/local-days';
import {
  monthKey,
  type PeriodSummary,
  periodSummary,
  type TrackedTime,
  type YearMonth,
} from '#src/modules/analytics/domain/period-summary';

export type PeriodSummaryView = PeriodSummary;

export class GetPeriodSummary extends Query<PeriodSummaryView> {
  constructor(
    readonly userId: string,
    readonly firstDate: string,
    readonly lastDate: string,
    /** The months of the trend, oldest first. */
    readonly months: readonly YearMonth[],
    /** The person's time zone: how much of a period under way is lived is by their clock. */
    readonly timeZone: string,
  ) {
    super();
  }
}

@QueryHandler(GetPeriodSummary)
export class GetPeriodSummaryHandler implements IQueryHandler<GetPeriodSummary> {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, firstDate, lastDate, months, timeZone }: GetPeriodSummary): Promise<PeriodSummaryView> {
    const sixDaysOn = addDays(lastDate, 6);
    const readTo = sixDaysOn > LAST_CALENDAR_DATE || sixDaysOn.length !== 10 ? LAST_CALENDAR_DATE : sixDaysOn;
    const first = months[0];
    const last = months[months.length - 1];
    const [dayRows, monthRows] = await Promise.all([
      this.database.query<{ local_date: string; work_ms: string; commute_ms: string }>(
        // The date as text from PostgreSQL: a year's rows then need no Date built and read back each.
        `select to_char(local_date, 'YYYY-MM-DD') as local_date, work_ms, commute_ms from daily_balance
         where user_id = $1 and local_date between $2 and $3`,
        [userId, firstDate, readTo],
      ),
      this.database.query<{ year: number; month: number; work_ms: string; commute_ms: string }>(
        `select year, month, work_ms, commute_ms from monthly_balance
         where user_id = $1 and (year, month) >= ($2, $3) and (year, month) <= ($4, $5)`,
        [userId, first.year, first.month, last.year, last.month],
      ),
    ]);
    const days = new Map<string, TrackedTime>(
      dayRows.map((row) => [row.local_date, { workMs: Number(row.work_ms), commuteMs: Number(row.commute_ms) }]),
    );
    const monthTotals = new Map<string, TrackedTime>(
      monthRows.map((row) => [
        monthKey({ year: Number(row.year), month: Number(row.month) }),
        { workMs: Number(row.work_ms), commuteMs: Number(row.commute_ms) },
      ]),
    );
    const now = localNowOf(timeZone, this.clock.now().getTime());
    return periodSummary({ firstDate, lastDate, days, months, monthTotals, now });
  }
}
