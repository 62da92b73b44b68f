import { describe, expect, it } from 'vitest';
import { motivationalSentence, weeklyInsightSentence } from './reflection-message';

describe("this week's insight sentence", () => {
  it('invites you to begin when nothing is tracked yet', () => {
    expect(weeklyInsightSentence({ workHours: 0, commuteHours: 0, lifeHours: 168 }, 'current')).toBe(
      "Your week is still a blank page. Start a session whenever you're ready, and we'll reflect on it together.",
    );
  });

  it('speaks about the road when only commute time is tracked', () => {
    expect(weeklyInsightSentence({ workHours: 0, commuteHours: 3.25, lifeHours: 164.75 }, 'current')).toBe(
      "You've spent 3.3 hours on the road this week and no work time is tracked yet. Travel time is still your time, so make the journey a gentle one.",
    );
  });

  it('speaks about work and the life left when only work is tracked', () => {
    expect(weeklyInsightSentence({ workHours: 12.5, commuteHours: 0, lifeHours: 155.5 }, 'current')).toBe(
      "You've given 12.5 hours to work this week, with no commute along the way. That leaves 155.5 hours for the life you love.",
    );
  });

  it('names work, commute and life when both are tracked', () => {
    expect(weeklyInsightSentence({ workHours: 12.5, commuteHours: 3.25, lifeHours: 152.25 }, 'current')).toBe(
      "This week you've given 12.5 hours to work and 3.3 hours to commuting, leaving 152.3 hours for the life you love.",
    );
  });
});

describe("this week's insight sentence for a short first session", () => {
  it('writes less than an hour of work in minutes, never as no work at all', () => {
    expect(weeklyInsightSentence({ workHours: 0.42, commuteHours: 0, lifeHours: 167.58 }, 'current')).toBe(
      "You've given 25 minutes to work this week, with no commute along the way. That leaves 167.6 hours for the life you love.",
    );
  });

  it('writes a short commute in minutes too', () => {
    expect(weeklyInsightSentence({ workHours: 2, commuteHours: 0.75, lifeHours: 165.25 }, 'current')).toBe(
      "This week you've given 2.0 hours to work and 45 minutes to commuting, leaving 165.3 hours for the life you love.",
    );
  });
});

describe('the motivational sentence', () => {
  const thriving = "You're protecting your time beautifully. Keep making room for what matters most.";
  const steady = "You're finding your balance. One small pause today can go a long way.";
  const demanding = "It's been a demanding week. Be gentle with yourself and take back a little time tonight.";

  it('cheers a week with 70% life or more', () => {
    expect(motivationalSentence(70, 'current')).toBe(thriving);
    expect(motivationalSentence(100, 'current')).toBe(thriving);
  });

  it('encourages a week with 50% to 69% life', () => {
    expect(motivationalSentence(69, 'current')).toBe(steady);
    expect(motivationalSentence(50, 'current')).toBe(steady);
  });

  it('comforts a week below 50% life', () => {
    expect(motivationalSentence(49, 'current')).toBe(demanding);
    expect(motivationalSentence(0, 'current')).toBe(demanding);
  });
});

describe('a past week, chosen in the period bar', () => {
  it('is told in the past tense, case by case', () => {
    expect(weeklyInsightSentence({ workHours: 0, commuteHours: 0, lifeHours: 168 }, 'past')).toBe(
      'Nothing was tracked that week: every hour of it stayed yours.',
    );
    expect(weeklyInsightSentence({ workHours: 0, commuteHours: 3.25, lifeHours: 164.75 }, 'past')).toBe(
      'That week you spent 3.3 hours on the road, with no work time tracked.',
    );
    expect(weeklyInsightSentence({ workHours: 12.5, commuteHours: 0, lifeHours: 155.5 }, 'past')).toBe(
      'That week you gave 12.5 hours to work, with no commute along the way. That left 155.5 hours for the life you love.',
    );
    expect(weeklyInsightSentence({ workHours: 40, commuteHours: 5, lifeHours: 123 }, 'past')).toBe(
      'That week you gave 40.0 hours to work and 5.0 hours to commuting, leaving 123.0 hours for the life you love.',
    );
  });

  it('keeps the tiers of the motivational sentence, told as past', () => {
    expect(motivationalSentence(70, 'past')).toBe(
      'You protected your time beautifully that week. Keep making room for what matters most.',
    );
    expect(motivationalSentence(50, 'past')).toBe(
      'You found your balance that week. One small pause today can go a long way.',
    );
    expect(motivationalSentence(49, 'past')).toBe(
      'That was a demanding week. Be gentle with yourself and take back a little time tonight.',
    );
  });
});
