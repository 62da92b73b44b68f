// The Work-Life Balance Score (spec §5) and how a life share is judged (spec §4, §9): the one place
// either is worked out on the client, so the Life Balance Dial, the week's day bars, the share card
// and the reminders can never disagree.

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

/** How a share of life time is judged: the dial's status, a day's bar colour, a balanced week. */
export type BalanceTone = 'balanced' | 'borderline' | 'burnout';

/** Life share thresholds, in percent, for a week and for one day's bar (spec §9). */
const BALANCED_LIFE_SHARE = 60;
const BORDERLINE_LIFE_SHARE = 40;

/** Below 40 burnout, 40 to below 60 borderline, 60 or more balanced. */
export function balanceTone(lifeShare: number): BalanceTone {
  if (lifeShare >= BALANCED_LIFE_SHARE) return 'balanced';
  if (lifeShare >= BORDERLINE_LIFE_SHARE) return 'borderline';
  return 'burnout';
}
