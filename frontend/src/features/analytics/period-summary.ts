// What the month and year views draw from a period's summary: the calendar heat map's months and
// their cells in the spec's colours (§9: a day's balance score, neutral when nothing was tracked), the
// trend's bars by the life-share bands, and whether the figures are "so far".
import { type BalanceBand, balanceBand } from '@pause/rules/balance-bands';
import { HOURS_PER_DAY } from '@pause/rules/week';
import { daysOfMonthGrid, parseIsoDate, type YearMonth } from '@/lib/dates';
import { formatIsoDate } from '@/lib/local-date';
import { monthDayToneOrNone } from './balance';

type DayEntry = { date: string; workHours: number; commuteHours: number; balanceScore: number };

export type HeatCell = { date: string; day: number; tone: BalanceBand | 'none' } | null;

export type HeatMonth = {
  month: YearMonth;
  /** Sunday-first rows of seven, as the monthly pattern's calendar (spec §2 item 5). */
  cells: HeatCell[];
  counts: Record<BalanceBand, number>;
};

/** The months from `first` to `last` (YYYY-MM-DD), each a grid of coloured days. */
export function heatMapMonths(first: string, last: string, days: readonly DayEntry[]): HeatMonth[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const months: HeatMonth[] = [];
  const start = parseIsoDate(first);
  const end = parseIsoDate(last);
  for (let cursor = new Date(start.getFullYear(), start.getMonth(), 1); cursor <= end;) {
    const month = { year: cursor.getFullYear(), month: cursor.getMonth() + 1 };
    const counts = { balanced: 0, borderline: 0, burnout: 0 };
    const cells = daysOfMonthGrid(month).map((date): HeatCell => {
      if (!date) return null;
      const iso = formatIsoDate(date);
      const entry = byDate.get(iso);
      const tone = entry ? monthDayToneOrNone(entry) : 'none';
      if (tone !== 'none') counts[tone] += 1;
      return { date: iso, day: date.getDate(), tone };
    });
    months.push({ month, cells, counts });
    cursor = new Date(cursor.getFullYear(), cursor.getMonth() + 1, 1);
  }
  return months;
}

/** A month's bar on the trend: its share's band, or nothing to draw. */
export function trendBarTone(lifePercentage: number | null): BalanceBand | 'none' {
  return lifePercentage === null ? 'none' : balanceBand(lifePercentage);
}

/** Whether a period's figures are so far: fewer of its hours counted than it holds. */
export function isUnderWay(summary: { firstDate: string; lastDate: string; hoursCounted: number }): boolean {
  const days =
    Math.round((parseIsoDate(summary.lastDate).getTime() - parseIsoDate(summary.firstDate).getTime()) / 86_400_000) + 1;
  return summary.hoursCounted < days * HOURS_PER_DAY;
}
