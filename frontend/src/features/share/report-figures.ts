// What the balance card shows, from the week's hours and the life share the server worked out for it
// (so far for the week under way: the dial's very figure).
import type { BalanceHours } from '@pause/rules/balance-score';
import { formatHours } from '@/lib/hours-format';

export type ReportFigures = {
  /** The Work-Life Balance Score, the very number the Life Balance Dial shows. */
  score: number;
  hours: { work: string; commute: string; life: string };
  /** Each kind's share of all the hours, in percent, for the card's bar. */
  shares: { work: number; commute: number; life: number };
};

/** A week as the weekly analytics call answers it: its hours and its life share. */
export type ReportedWeek = BalanceHours & { lifePercentage: number };

export function reportFigures(week: ReportedWeek): ReportFigures {
  const total = week.workHours + week.commuteHours + week.lifeHours;
  const share = (hours: number) => (total === 0 ? 0 : (hours / total) * 100);
  return {
    score: week.lifePercentage,
    hours: {
      work: formatHours(week.workHours),
      commute: formatHours(week.commuteHours),
      life: formatHours(week.lifeHours),
    },
    shares: { work: share(week.workHours), commute: share(week.commuteHours), life: share(week.lifeHours) },
  };
}
