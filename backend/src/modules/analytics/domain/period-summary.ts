// A month's or a year's balance at a glance, from its days and months as the read models hold them:
// totals and life share ("so far" while the period runs), its best and hardest ended weeks, each
// month's share for the trend, and its tracked days for the calendar's colours.
import { addDays, daysInMonth, isMonday } from '#src/shared/time/calendar';
import { hoursFromMs } from '#src/shared/time/hours';
import {
  dayBalanceScore,
  hoursLived,
  judgedWeekLifePercentage,
  type LocalNow,
  periodBalance,
  type PeriodBalance,
} from './balance';

/** A day or a month of the read models, in milliseconds. */
export interface TrackedTime {
  readonly workMs: number;
  readonly commuteMs: number;
}

export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

export interface WeekFigure {
  readonly weekStart: string;
  readonly lifePercentage: number;
}

export interface MonthFigure extends YearMonth {
  readonly workHours: number;
  readonly commuteHours: number;
  /** Over the month's hours lived so far; null for a month not begun or with nothing tracked. */
  readonly lifePercentage: number | null;
}

export interface DayFigure {
  readonly date: string;
  readonly workHours: number;
  readonly commuteHours: number;
  readonly balanceScore: number;
}

export interface PeriodSummary extends PeriodBalance {
  readonly firstDate: string;
  readonly lastDate: string;
  /** The hours the life share is taken over: all the period's, or those lived so far. */
  readonly hoursCounted: number;
  readonly trackedDays: number;
  readonly bestWeek: WeekFigure | null;
  readonly hardestWeek: WeekFigure | null;
  readonly months: MonthFigure[];
  readonly days: DayFigure[];
}

export interface PeriodSummaryInput {
  readonly firstDate: string;
  readonly lastDate: string;
  /** Tracked days from firstDate to six days after lastDate (a week starting in the period ends there). */
  readonly days: ReadonlyMap<string, TrackedTime>;
  /** The months the trend shows, in order, with what each holds (absent: nothing tracked). */
  readonly months: readonly YearMonth[];
  readonly monthTotals: ReadonlyMap<string, TrackedTime>;
  readonly now: LocalNow;
}

export function monthKey({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function firstDateOf(yearMonth: YearMonth): string {
  return `${String(yearMonth.year).padStart(4, '0')}-${String(yearMonth.month).padStart(2, '0')}-01`;
}

export function lastDateOf(yearMonth: YearMonth): string {
  return `${firstDateOf(yearMonth).slice(0, 8)}${String(daysInMonth(yearMonth.year, yearMonth.month)).padStart(2, '0')}`;
}

/** The twelve months ending with this one, oldest first. */
export function twelveMonthsTo({ year, month }: YearMonth): YearMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const count = year * 12 + (month - 1) - (11 - index);
    return { year: Math.floor(count / 12), month: (count % 12) + 1 };
  });
}

export function periodSummary(input: PeriodSummaryInput): PeriodSummary {
  const { firstDate, lastDate, days, now } = input;
  let workMs = 0;
  let commuteMs = 0;
  const tracked: DayFigure[] = [];
  for (const [date, day] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    if (date < firstDate || date > lastDate || day.workMs + day.commuteMs === 0) continue;
    workMs += day.workMs;
    commuteMs += day.commuteMs;
    const workHours = hoursFromMs(day.workMs);
    const commuteHours = hoursFromMs(day.commuteMs);
    tracked.push({ date, workHours, commuteHours, balanceScore: dayBalanceScore(workHours, commuteHours) });
  }
  const hoursCounted = hoursLived(firstDate, lastDate, now);
  const { bestWeek, hardestWeek } = bestAndHardestWeeks(input);
  return {
    firstDate,
    lastDate,
    hoursCounted,
    ...periodBalance(hoursCounted, workMs, commuteMs),
    trackedDays: tracked.length,
    bestWeek,
    hardestWeek,
    months: input.months.map((yearMonth) => monthFigure(yearMonth, input.monthTotals.get(monthKey(yearMonth)), now)),
    days: tracked,
  };
}

/**
 * Among the weeks that start in the period and have ended, the judged ones (rules/src/judged-week.ts)
 * with the highest and the lowest life share, the earlier on a tie. With one judged week there is a
 * best and no hardest.
 */
function bestAndHardestWeeks({ firstDate, lastDate, days, now }: PeriodSummaryInput) {
  const weeks: WeekFigure[] = [];
  let monday = firstDate;
  while (!isMonday(monday)) monday = addDays(monday, 1);
  for (; monday <= lastDate && monday < now.date && addDays(monday, 6) < now.date; monday = addDays(monday, 7)) {
    let workMs = 0;
    let commuteMs = 0;
    let trackedDays = 0;
    for (let offset = 0; offset < 7; offset += 1) {
      const day = days.get(addDays(monday, offset));
      if (!day || day.workMs + day.commuteMs === 0) continue;
      workMs += day.workMs;
      commuteMs += day.commuteMs;
      trackedDays += 1;
    }
    const lifePercentage = judgedWeekLifePercentage({ workMs, commuteMs, trackedDays });
    if (lifePercentage !== null) weeks.push({ weekStart: monday, lifePercentage });
  }
  if (weeks.length === 0) return { bestWeek: null, hardestWeek: null };
  const bestWeek = weeks.reduce((best, week) => (week.lifePercentage > best.lifePercentage ? week : best));
  const hardestWeek = weeks.reduce((hardest, week) => (week.lifePercentage < hardest.lifePercentage ? week : hardest));
  return { bestWeek, hardestWeek: weeks.length > 1 ? hardestWeek : null };
}

function monthFigure(yearMonth: YearMonth, totals: TrackedTime | undefined, now: LocalNow): MonthFigure {
  const workMs = totals?.workMs ?? 0;
  const commuteMs = totals?.commuteMs ?? 0;
  const hours = hoursLived(firstDateOf(yearMonth), lastDateOf(yearMonth), now);
  const balance = periodBalance(hours, workMs, commuteMs);
  return {
    ...yearMonth,
    workHours: balance.workHours,
    commuteHours: balance.commuteHours,
    lifePercentage: hours === 0 || workMs + commuteMs === 0 ? null : balance.lifePercentage,
  };
}
