// The rows of 'Your Week at a Glance': Monday to Sunday, each with its hours
// and its balance colour, plus the week's totals.
import type { BalanceBand } from '@pause/rules/balance-bands';
import { formatWeekday } from '@/lib/date-format';
import { formatIsoDate } from '@/lib/local-date';
import { dayBalanceTone } from './balance';
import { dayLifeHours, withoutFloatNoise } from './hours';

type DayHours = { date: string; workHours: number; commuteHours: number };

export type WeekGlanceRow = {
  date: string;
  dayName: string;
  workHours: number;
  commuteHours: number;
  lifeHours: number;
  /** Work plus commute: the time the day gave away. */
  trackedHours: number;
  tone: BalanceBand;
};

type WeekTotals = { workHours: number; commuteHours: number; lifeHours: number };

/** One row per day of `days`, in that order; a day the answer left out counts as quiet. */
export function weekGlanceRows(days: readonly Date[], entries: readonly DayHours[]): WeekGlanceRow[] {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  return days.map((day) => {
    const date = formatIsoDate(day);
    const { workHours = 0, commuteHours = 0 } = byDate.get(date) ?? {};
    return {
      date,
      dayName: formatWeekday(day),
      workHours,
      commuteHours,
      lifeHours: dayLifeHours(workHours, commuteHours),
      trackedHours: withoutFloatNoise(workHours + commuteHours),
      tone: dayBalanceTone({ workHours, commuteHours }),
    };
  });
}

export function weekTotals(rows: readonly WeekGlanceRow[]): WeekTotals {
  const sum = (pick: (row: WeekGlanceRow) => number) =>
    withoutFloatNoise(rows.reduce((total, row) => total + pick(row), 0));
  return {
    workHours: sum((row) => row.workHours),
    commuteHours: sum((row) => row.commuteHours),
    lifeHours: sum((row) => row.lifeHours),
  };
}
