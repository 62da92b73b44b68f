// The short progress list under Week at a Glance's totals (and in the week's views): one line for each
// limit the person has set, from the week's answer, saying where the week stands against it.
import { DAYS_PER_WEEK } from '@pause/rules/week';
import { formatShortWeekday, formatTime } from '@/lib/date-format';
import { parseIsoDate } from '@/lib/dates';
import { oneDecimal } from '@/lib/hours-format';
import type { WeekHealth } from './api/week-health';

export type ProgressLine = {
  id: 'weekly-work' | 'daily-commute' | 'latest-work-hour' | 'days-off';
  label: string;
  value: string;
  crossed: boolean;
};

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** 'none', or '2 days (Tue, Thu)'. */
function dayList(dates: readonly string[]): string {
  if (dates.length === 0) return 'none';
  return `${days(dates.length)} (${dates.map((date) => formatShortWeekday(parseIsoDate(date))).join(', ')})`;
}

/** '7:00 PM' or '19:00', as the person reads times. */
export function hourOfDay(hour: number): string {
  return formatTime(new Date(2000, 0, 1, hour, 0));
}

/** One line per limit set, in the order the settings list them; none when no limit is set. */
export function progressLines(limits: WeekHealth['limits']): ProgressLine[] {
  const lines: ProgressLine[] = [];
  const { weeklyWork, dailyCommute, latestWorkHour, daysOff } = limits;
  if (weeklyWork) {
    lines.push({
      id: 'weekly-work',
      label: 'Work',
      value: `${oneDecimal(weeklyWork.workedHours)} of ${weeklyWork.limitHours} h`,
      crossed: weeklyWork.crossed,
    });
  }
  if (dailyCommute) {
    lines.push({
      id: 'daily-commute',
      label: `Commute over ${dailyCommute.limitMinutes} min`,
      value: dayList(dailyCommute.daysOver),
      crossed: dailyCommute.crossed,
    });
  }
  if (latestWorkHour) {
    lines.push({
      id: 'latest-work-hour',
      label: `Weekday work after ${hourOfDay(latestWorkHour.hour)}`,
      value: dayList(latestWorkHour.lateDays),
      crossed: latestWorkHour.crossed,
    });
  }
  if (daysOff) {
    lines.push({
      id: 'days-off',
      label: 'Days with work',
      value: `${daysOff.daysWorked} of ${DAYS_PER_WEEK - daysOff.wanted} at most (${days(daysOff.wanted)} off wanted)`,
      crossed: daysOff.crossed,
    });
  }
  return lines;
}
