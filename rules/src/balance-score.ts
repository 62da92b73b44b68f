// The Work-Life Balance Score (spec §4, §5): the share of a period's hours left for life, in whole percent.
// The server answers it for a week, the dial and the share card work it out from the same hours: one
// arithmetic, so the figures never disagree.

/** A period's hours, as the analytics calls answer them. */
export interface BalanceHours {
  readonly workHours: number;
  readonly commuteHours: number;
  readonly lifeHours: number;
}

/** life / (work + commute + life) × 100, rounded to a whole percent; 0 when there are no hours at all. */
export function balanceScore({ workHours, commuteHours, lifeHours }: BalanceHours): number {
  const total = workHours + commuteHours + lifeHours;
  return total === 0 ? 0 : Math.round((lifeHours / total) * 100);
}
