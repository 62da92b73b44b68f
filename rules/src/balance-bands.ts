// How a share of life is judged (spec §4, §9): the bands of the Life Balance Dial, the week's day bars, the
// balanced-week reminder and Balanced Week, and the month calendar's own bands for a day's balance score.

/** From a life well kept to one worn thin. */
export type BalanceBand = 'balanced' | 'borderline' | 'burnout';

/** A life share, in percent, from which a week or a day is balanced. */
export const BALANCED_LIFE_SHARE = 60;

/** A life share, in percent, from which (up to BALANCED_LIFE_SHARE) it is borderline; below it, burnout. */
export const BORDERLINE_LIFE_SHARE = 40;

/**
 * The top of the Balanced band as the dial's legend writes it ("Balanced 60-80%", spec §4). Only the
 * legend stops there: a share above it is balanced all the same.
 */
export const BALANCED_LEGEND_TOP = 80;

export function balanceBand(lifeShare: number): BalanceBand {
  if (lifeShare >= BALANCED_LIFE_SHARE) return 'balanced';
  if (lifeShare >= BORDERLINE_LIFE_SHARE) return 'borderline';
  return 'burnout';
}

/** A day's balance score (0 to 100) from which the month calendar calls the day balanced (spec §9). */
export const MONTH_BALANCED_SCORE = 70;

/** A day's balance score from which (up to MONTH_BALANCED_SCORE) the month calendar calls it borderline. */
export const MONTH_BORDERLINE_SCORE = 40;

export function monthDayBand(balanceScore: number): BalanceBand {
  if (balanceScore >= MONTH_BALANCED_SCORE) return 'balanced';
  if (balanceScore >= MONTH_BORDERLINE_SCORE) return 'borderline';
  return 'burnout';
}
