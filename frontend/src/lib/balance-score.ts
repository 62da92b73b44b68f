// The Work-Life Balance Score (spec §5): the one place it is computed on the
// client, so the Life Balance Dial and the share card can never disagree.

/** A week's (or any period's) hours, as the analytics reads give them. */
export type BalanceHours = {
  workHours: number;
  commuteHours: number;
  lifeHours: number;
};

/**
 * life / (work + commute + life) × 100, rounded to a whole percent; 0 when the
 * sum is 0. The same arithmetic as the server's `lifePercentage`, so it gives
 * the server's figure for the same hours.
 */
export function balanceScore({ workHours, commuteHours, lifeHours }: BalanceHours): number {
  const total = workHours + commuteHours + lifeHours;
  return total === 0 ? 0 : Math.round((lifeHours / total) * 100);
}
