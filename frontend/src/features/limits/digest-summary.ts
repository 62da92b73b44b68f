// What the weekly digest says in one breath (its toast, its line in "Earlier weeks"): the week's work
// and how many of the person's limits and of the health thresholds it crossed.
import { formatWeekRange } from '@/lib/date-format';
import { oneDecimal } from '@/lib/hours-format';
import type { WeekHealth } from './api/week-health';
import { healthNotes } from './health-notes';

export type DigestSummary = { week: string; line: string; allWell: boolean };

export function digestSummary(week: WeekHealth): DigestSummary {
  const notes = healthNotes(week, 'last week');
  const limits = notes.filter((note) => note.kind === 'limit').length;
  const thresholds = notes.length - limits;
  const parts = [
    limits > 0 ? `${limits} of your limits crossed` : null,
    thresholds > 0 ? `${thresholds} health ${thresholds === 1 ? 'note' : 'notes'}` : null,
  ].filter((part) => part !== null);
  const worked = `${oneDecimal(week.workHours)} hours of work`;
  return {
    week: formatWeekRange(week.weekStart),
    line: parts.length === 0 ? `${worked}, and nothing that needs your attention.` : `${worked}; ${parts.join(', ')}.`,
    allWell: parts.length === 0,
  };
}
