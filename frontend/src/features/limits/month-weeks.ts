// The month view's limits, week by week (issue 29): which weeks a month holds (every Monday-to-Sunday
// week with a day in it, once the week has begun), and what each crossed of the person's limits.
import { formatIsoDate } from '@/lib/local-date';
import { addDays, mondayOf, type YearMonth } from '@/lib/dates';
import type { WeekHealth } from './api/week-health';
import { progressLines, type ProgressLine } from './progress-lines';

/** The Mondays of the weeks with a day in the month that have begun by `today`, oldest first. */
export function weeksBegunInMonth({ year, month }: YearMonth, today: Date): string[] {
  const lastDay = new Date(year, month, 0);
  const weeks: string[] = [];
  for (let monday = mondayOf(new Date(year, month - 1, 1)); monday <= lastDay && monday <= today;) {
    weeks.push(formatIsoDate(monday));
    monday = addDays(monday, 7);
  }
  return weeks;
}

/** Whether the person has set any limit, as a week's answer carries them. */
export function anyLimitSet(week: WeekHealth): boolean {
  return progressLines(week.limits).length > 0;
}

/** The lines of the limits a week went past; none when it kept to them all. */
export function crossedLines(week: WeekHealth): ProgressLine[] {
  return progressLines(week.limits).filter((line) => line.crossed);
}

/**
 * What a week that went past none of the limits says: that it kept to them, or, when it holds no work,
 * that there was nothing to keep to (a week away is not a week of keeping to a 40-hour limit).
 * `soFar` for the week still running.
 */
export function keptLimitsSentence(week: WeekHealth, soFar: boolean): string {
  if (week.workHours === 0) return soFar ? 'No work tracked so far.' : 'No work tracked.';
  return soFar ? 'Within your limits so far.' : 'Within your limits.';
}
