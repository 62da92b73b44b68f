// Balance ratings as the dial, the week rows and the month calendar word and colour them. Where one band
// ends and the next begins (60/40 for a life share, 70/40 for the month's scores) is rules/src/balance-bands.ts.
import { type BalanceBand, balanceBand, monthDayBand } from '@pause/rules/balance-bands';
import { dayLifeShare, hasTrackedTime } from './hours';

const weeklyStatusLabels: Record<BalanceBand, string> = {
  balanced: 'Balanced',
  borderline: 'Borderline',
  burnout: 'Burnout Zone',
};

const ratingLabels: Record<BalanceBand, string> = {
  balanced: 'Balanced',
  borderline: 'Borderline',
  burnout: 'Burnout',
};

/** 'Balanced', 'Borderline' or 'Burnout Zone'. */
export function weeklyBalanceStatus(lifePercentage: number): string {
  return weeklyStatusLabels[balanceBand(lifePercentage)];
}

/** One day's colour, from the life left in its 24 hours. */
export function dayBalanceTone(day: { workHours: number; commuteHours: number }): BalanceBand {
  return balanceBand(dayLifeShare(day.workHours, day.commuteHours));
}

/** A calendar day's band by its balance score; one with no work or commute stays neutral rather than "balanced". */
export function monthDayToneOrNone(day: {
  workHours: number;
  commuteHours: number;
  balanceScore: number;
}): BalanceBand | 'none' {
  return hasTrackedTime(day) ? monthDayBand(day.balanceScore) : 'none';
}

/** 'Balanced', 'Borderline' or 'Burnout': the word for a day's rating. */
export function ratingLabel(tone: BalanceBand): string {
  return ratingLabels[tone];
}

const weeklyCaptions: Record<BalanceBand, string> = {
  balanced: 'Your week has room to breathe.',
  borderline: 'Work is leaning in. A little more time for you would help.',
  burnout: 'This week is asking a lot of you. Please be kind to yourself.',
};

/** A gentle line under the dial's status. */
export function weeklyBalanceCaption(tone: BalanceBand): string {
  return weeklyCaptions[tone];
}
