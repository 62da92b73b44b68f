// Where the balance is heading (spec §4 "Trend", cutoffs in §9): the average life share of the latest days
// with tracked time, each day's share being what work and commute leave of its 24 hours.

export type Trend = 'improving' | 'stable' | 'declining';

/** A trend needs this many days with tracked time... */
export const TREND_FEWEST_DAYS = 2;

/** ...and reads at most this many of the latest. */
export const TREND_LATEST_DAYS = 3;

/** An average life share, in percent, from which the balance is improving... */
export const IMPROVING_LIFE_SHARE = 65;

/** ...and from which (up to IMPROVING_LIFE_SHARE) it is stable; below, declining. */
export const STABLE_LIFE_SHARE = 55;

export function trendOf(averageLifeShare: number): Trend {
  if (averageLifeShare >= IMPROVING_LIFE_SHARE) return 'improving';
  if (averageLifeShare >= STABLE_LIFE_SHARE) return 'stable';
  return 'declining';
}
