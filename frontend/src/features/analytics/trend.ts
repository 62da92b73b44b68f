// The direction of the last few tracked days, read from the daily answer and put into words. How many
// days it reads and where it turns (spec §4 "Trend", §9 cutoffs) is rules/src/trend.ts.
import { TREND_FEWEST_DAYS, TREND_LATEST_DAYS, type Trend, trendOf } from '@pause/rules/trend';
import { dayLifeShare, hasTrackedTime, withoutFloatNoise } from './hours';

type DayHours = { date: string; workHours: number; commuteHours: number };

export type TrendReading = {
  trend: Trend;
  /** Average life share of the days read, in percent. */
  averageLifeShare: number;
  daysRead: number;
};

/**
 * The daily endpoint lists every day, tracked or not; an "entry" here is a day
 * with tracked time, because a day with nothing recorded says nothing about
 * where the balance is heading.
 */
export function balanceTrend(days: readonly DayHours[]): TrendReading | null {
  const entries = days
    .filter(hasTrackedTime)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-TREND_LATEST_DAYS);
  if (entries.length < TREND_FEWEST_DAYS) return null;

  const total = entries.reduce((sum, day) => sum + dayLifeShare(day.workHours, day.commuteHours), 0);
  const averageLifeShare = withoutFloatNoise(total / entries.length);
  return { trend: trendOf(averageLifeShare), averageLifeShare, daysRead: entries.length };
}

type TrendMessage = { title: string; detail: string };

/** The banner over the insights: names the trend, then says what it rests on. */
export function trendMessage({ trend, averageLifeShare, daysRead }: TrendReading): TrendMessage {
  const share = `${Math.round(averageLifeShare)}%`;
  const days = `Your last ${daysRead} tracked days`;
  switch (trend) {
    case 'improving':
      return {
        title: 'Your balance is improving',
        detail: `${days} left ${share} of each day for life. Lovely, keep it going.`,
      };
    case 'stable':
      return {
        title: 'Your balance is stable',
        detail: `${days} left ${share} of each day for life. A steady rhythm you can build on.`,
      };
    case 'declining':
      return {
        title: 'Your balance is declining',
        detail: `${days} left only ${share} of each day for life. Perhaps plan a slower day soon.`,
      };
    default: {
      const unknown: never = trend;
      throw new Error(`Unknown trend: ${String(unknown)}`);
    }
  }
}
