// What the balance card shows, worked out once from the week's hours.
import { type BalanceHours, balanceScore } from '@pause/rules/balance-score';
import { formatHours } from '@/lib/hours-format';

export type ReportFigures = {
  /** The Work-Life Balance Score, the very number the Life Balance Dial shows. */
  score: number;
  hours: { work: string; commute: string; life: string };
  /** Each kind's share of all the hours, in percent, for the card's bar. */
  shares: { work: number; commute: number; life: number };
};

export function reportFigures(week: BalanceHours): ReportFigures {
  const total = week.workHours + week.commuteHours + week.lifeHours;
  const share = (hours: number) => (total === 0 ? 0 : (hours / total) * 100);
  return {
    score: balanceScore(week),
    hours: {
      work: formatHours(week.workHours),
      commute: formatHours(week.commuteHours),
      life: formatHours(week.lifeHours),
    },
    shares: { work: share(week.workHours), commute: share(week.commuteHours), life: share(week.lifeHours) },
  };
}
