// Balance ratings as the dial, the week rows and the month calendar word and colour them. The
// 60/40 life share thresholds themselves are lib/balance-score.ts's; the month's 70/40 are here.
import { balanceTone, type BalanceTone } from '../../lib/balance-score';
import { dayLifeShare, hasTrackedTime } from './hours';

/** The month calendar cuts at a different place (spec §9). */
const MONTH_BALANCED_SCORE = 70;
const MONTH_BORDERLINE_SCORE = 40;

const weeklyStatusLabels: Record<BalanceTone, string> = {
  balanced: 'Balanced',
  borderline: 'Borderline',
  burnout: 'Burnout Zone',
};

const ratingLabels: Record<BalanceTone, string> = {
  balanced: 'Balanced',
  borderline: 'Borderline',
  burnout: 'Burnout',
};

/** 'Balanced', 'Borderline' or 'Burnout Zone'. */
export function weeklyBalanceStatus(lifePercentage: number): string {
  return weeklyStatusLabels[balanceTone(lifePercentage)];
}

/** One day's colour, from the life left in its 24 hours. */
export function dayBalanceTone(day: { workHours: number; commuteHours: number }): BalanceTone {
  return balanceTone(dayLifeShare(day.workHours, day.commuteHours));
}

/** 70 or more balanced, 40 or more borderline, otherwise burnout. */
export function monthDayTone(balanceScore: number): BalanceTone {
  if (balanceScore >= MONTH_BALANCED_SCORE) return 'balanced';
  if (balanceScore >= MONTH_BORDERLINE_SCORE) return 'borderline';
  return 'burnout';
}

/** A calendar day with no work or commute stays neutral rather than "balanced". */
export function monthDayToneOrNone(day: {
  workHours: number;
  commuteHours: number;
  balanceScore: number;
}): BalanceTone | 'none' {
  return hasTrackedTime(day) ? monthDayTone(day.balanceScore) : 'none';
}

/** 'Balanced', 'Borderline' or 'Burnout': the word for a day's rating. */
export function ratingLabel(tone: BalanceTone): string {
  return ratingLabels[tone];
}

const weeklyCaptions: Record<BalanceTone, string> = {
  balanced: 'Your week has room to breathe.',
  borderline: 'Work is leaning in. A little more time for you would help.',
  burnout: 'This week is asking a lot of you. Please be kind to yourself.',
};

/** A gentle line under the dial's status. */
export function weeklyBalanceCaption(tone: BalanceTone): string {
  return weeklyCaptions[tone];
}
