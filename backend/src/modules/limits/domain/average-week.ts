// The four-month view (issue 29): for each month asked, the average weekly work over the directive's
// reference period, the four calendar months ending with it, counted up to today while it runs. The
// average itself and the period's length are the rules workspace's (@pause/rules/health-thresholds);
// this picks the months and the days. Pure: the months' work and today come in.
import { averageWeeklyWorkMs, REFERENCE_PERIOD_MONTHS } from '@pause/rules/health-thresholds';
import { daysBetweenInclusive, daysInMonth } from '#src/shared/time/calendar';
import { hoursFromMs } from '#src/shared/time/hours';

export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

export interface AverageWeekMonth {
  readonly month: string;
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly averageWeeklyWorkHours: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11` */
export function monthText({ year, month }: CalendarMonth): string {
  return `${year}-${pad(month)}`;
}

/** `2026-11` as a month, or undefined when it is not one. */
export function parseMonth(text: string): CalendarMonth | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const month = { year: Number(match[1]), month: Number(match[2]) };
  return month.month >= 1 && month.month <= 12 ? month : undefined;
}

/** Months counted from year 0, so that months subtract. */
export function monthIndex({ year, month }: CalendarMonth): number {
  return year * 12 + month - 1;
}

export function monthAt(index: number): CalendarMonth {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** How many months from `from` to `to`, both counted (0 or less when `to` is before `from`). */
export function monthsSpanned(from: CalendarMonth, to: CalendarMonth): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

/** The first month of the reference period that ends with `month`. */
export function referencePeriodStart(month: CalendarMonth): CalendarMonth {
  return monthAt(monthIndex(month) - (REFERENCE_PERIOD_MONTHS - 1));
}

/**
 * Each month from `from` to `to` that has begun by `today` (local YYYY-MM-DD), with the average weekly
 * work over its reference period. `workMsOf` gives a month's work (0 for a month with none).
 */
export function averageWeeks(
  from: CalendarMonth,
  to: CalendarMonth,
  today: string,
  workMsOf: (month: CalendarMonth) => number,
): AverageWeekMonth[] {
  const answers: AverageWeekMonth[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index++) {
    const month = monthAt(index);
    const first = `${monthText(month)}-01`;
    if (first > today) break;
    const last = `${monthText(month)}-${pad(daysInMonth(month.year, month.month))}`;
    const start = monthIndex(referencePeriodStart(month));
    const periodFrom = `${monthText(monthAt(start))}-01`;
    const periodTo = last < today ? last : today;
    let workMs = 0;
    for (let counted = start; counted <= index; counted++) workMs += workMsOf(monthAt(counted));
    answers.push({
      month: monthText(month),
      periodFrom,
      periodTo,
      averageWeeklyWorkHours: hoursFromMs(averageWeeklyWorkMs(workMs, daysBetweenInclusive(periodFrom, periodTo))),
    });
  }
  return answers;
}
