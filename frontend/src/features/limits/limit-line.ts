// Where a weekly work limit shows on a day's bar in Week at a Glance: at its daily share (the week's
// limit over seven days), with the legend line that says so in the person's words.
import { DAYS_PER_WEEK } from '@pause/rules/week';
import { formatHoursAndMinutes } from '@/lib/hours-format';

export type DailyLimitLine = {
  /** The weekly limit's share of one day, in hours: where the marker stands on a 24-hour bar. */
  dailyHours: number;
  /** 'Your limit: 5 h 43 min a day, 40 h a week' */
  legend: string;
};

/** The line for a weekly work limit, or null when the person has set none. */
export function dailyLimitLine(weeklyWorkHours: number | null | undefined): DailyLimitLine | null {
  if (weeklyWorkHours === null || weeklyWorkHours === undefined) return null;
  const dailyHours = weeklyWorkHours / DAYS_PER_WEEK;
  return {
    dailyHours,
    legend: `Your limit: ${formatHoursAndMinutes(dailyHours)} a day, ${formatHoursAndMinutes(weeklyWorkHours)} a week`,
  };
}
