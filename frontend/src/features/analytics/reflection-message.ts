// The words of 'This Week's Reflection' (spec §4 "Weekly reflection message"):
// a sentence about what was tracked, then one that encourages.
import { oneDecimal } from '../../lib/hours-format';

const THRIVING_LIFE_SHARE = 70;
const STEADY_LIFE_SHARE = 50;

type WeekHours = { workHours: number; commuteHours: number; lifeHours: number };

/** Chosen by case: nothing tracked, only commute, only work, or both. */
export function weeklyInsightSentence({ workHours, commuteHours, lifeHours }: WeekHours): string {
  const worked = workHours > 0;
  const commuted = commuteHours > 0;
  const work = oneDecimal(workHours);
  const commute = oneDecimal(commuteHours);
  const life = oneDecimal(lifeHours);

  if (!worked && !commuted) {
    return "Your week is still a blank page. Start a session whenever you're ready, and we'll reflect on it together.";
  }
  if (!worked) {
    return `You've spent ${commute} hours on the road this week and no work time is tracked yet. Travel time is still your time, so make the journey a gentle one.`;
  }
  if (!commuted) {
    return `You've given ${work} hours to work this week, with no commute along the way. That leaves ${life} hours for the life you love.`;
  }
  return `This week you've given ${work} hours to work and ${commute} hours to commuting, leaving ${life} hours for the life you love.`;
}

/** Tiered on the week's life share: 70% or more, 50% or more, or lower. */
export function motivationalSentence(lifePercentage: number): string {
  if (lifePercentage >= THRIVING_LIFE_SHARE) {
    return "You're protecting your time beautifully. Keep making room for what matters most.";
  }
  if (lifePercentage >= STEADY_LIFE_SHARE) {
    return "You're finding your balance. One small pause today can go a long way.";
  }
  return "It's been a demanding week. Be gentle with yourself and take back a little time tonight.";
}
