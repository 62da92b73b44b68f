// The words of 'This Week's Reflection' (spec §4 "Weekly reflection message"):
// a sentence about what was tracked, then one that encourages (its tiers: rules/src/insights.ts).
// A past week, chosen in the period bar, is told in the past tense.
import { STEADY_LIFE_SHARE, THRIVING_LIFE_SHARE } from '@pause/rules/insights';
import { durationInWords } from '@/lib/hours-format';

type WeekHours = { workHours: number; commuteHours: number; lifeHours: number };

/** Whether the week is under way (the spec's words, in the present) or has ended (the same, told as past). */
export type WeekTense = 'current' | 'past';

/** Chosen by case: nothing tracked, only commute, only work, or both. */
export function weeklyInsightSentence({ workHours, commuteHours, lifeHours }: WeekHours, tense: WeekTense): string {
  const worked = workHours > 0;
  const commuted = commuteHours > 0;
  // Under an hour in minutes: a short first session is not '0.0 hours' (docs/decisions.md).
  const work = durationInWords(workHours);
  const commute = durationInWords(commuteHours);
  const life = durationInWords(lifeHours);

  if (tense === 'past') {
    if (!worked && !commuted) return 'Nothing was tracked that week: every hour of it stayed yours.';
    if (!worked) return `That week you spent ${commute} on the road, with no work time tracked.`;
    if (!commuted) {
      return `That week you gave ${work} to work, with no commute along the way. That left ${life} for the life you love.`;
    }
    return `That week you gave ${work} to work and ${commute} to commuting, leaving ${life} for the life you love.`;
  }
  if (!worked && !commuted) {
    return "Your week is still a blank page. Start a session whenever you're ready, and we'll reflect on it together.";
  }
  if (!worked) {
    return `You've spent ${commute} on the road this week and no work time is tracked yet. Travel time is still your time, so make the journey a gentle one.`;
  }
  if (!commuted) {
    return `You've given ${work} to work this week, with no commute along the way. That leaves ${life} for the life you love.`;
  }
  return `This week you've given ${work} to work and ${commute} to commuting, leaving ${life} for the life you love.`;
}

/** Tiered on the week's life share: 70% or more, 50% or more, or lower. */
export function motivationalSentence(lifePercentage: number, tense: WeekTense): string {
  if (lifePercentage >= THRIVING_LIFE_SHARE) {
    return tense === 'past'
      ? 'You protected your time beautifully that week. Keep making room for what matters most.'
      : "You're protecting your time beautifully. Keep making room for what matters most.";
  }
  if (lifePercentage >= STEADY_LIFE_SHARE) {
    return tense === 'past'
      ? 'You found your balance that week. One small pause today can go a long way.'
      : "You're finding your balance. One small pause today can go a long way.";
  }
  return tense === 'past'
    ? 'That was a demanding week. Be gentle with yourself and take back a little time tonight.'
    : "It's been a demanding week. Be gentle with yourself and take back a little time tonight.";
}
