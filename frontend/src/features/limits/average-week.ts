// The four-month average of weekly work against the EU's 48 hours (the directive's reference period,
// rules/src/health-thresholds.ts): the month the API asks about, the sentence that says where an
// average stands, and the scale of the year's small chart.
import { EU_WEEKLY_WORK_LIMIT_HOURS, HEALTH_SOURCES, REFERENCE_PERIOD_MONTHS } from '@pause/rules/health-thresholds';
import { formatDayRange } from '@/lib/date-format';
import { parseIsoDate, type YearMonth } from '@/lib/dates';
import { oneDecimal } from '@/lib/hours-format';
import type { AverageWeek } from './api/average-week';
import type { HealthNote } from './health-notes';

export type AverageMonth = AverageWeek['months'][number];

/** '2026-03': a month as the API writes it. */
export function monthParam({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Above the limit: more than 48 hours on average (exactly 48 is within it). */
export function isAboveAverageLimit(month: AverageMonth): boolean {
  return month.averageWeeklyWorkHours > EU_WEEKLY_WORK_LIMIT_HOURS;
}

/** The month's four-month average in a sentence, with the directive as its source. */
export function averageWeekNote(month: AverageMonth): HealthNote {
  const span = formatDayRange(parseIsoDate(month.periodFrom), parseIsoDate(month.periodTo));
  const above = isAboveAverageLimit(month);
  return {
    id: `average-week-${month.month}`,
    kind: 'threshold',
    lead: `${oneDecimal(month.averageWeeklyWorkHours)} hours of work a week on average over ${span}: ${
      above ? 'above' : 'within'
    } the ${EU_WEEKLY_WORK_LIMIT_HOURS} hours the EU sets for an average week over up to ${REFERENCE_PERIOD_MONTHS} months`,
    source: { href: HEALTH_SOURCES.euWorkingTimeDirective, name: 'EU Working Time Directive' },
    rest: above ? '. Lighter weeks ahead bring the average down.' : '.',
  };
}

/** The hours the year's chart reaches at its top: the limit and the highest average, with room above. */
export function chartTopHours(months: readonly AverageMonth[]): number {
  const highest = Math.max(EU_WEEKLY_WORK_LIMIT_HOURS, ...months.map((month) => month.averageWeeklyWorkHours));
  return Math.ceil((highest * 1.15) / 10) * 10;
}
