import { describe, expect, it } from 'vitest';
import { dayBalanceTone, monthDayToneOrNone, ratingLabel, weeklyBalanceCaption, weeklyBalanceStatus } from './balance';

// Where one band turns into the next, for a week and for the month's days, is rules/src/balance-bands.spec.ts's to test.
describe('weekly balance status', () => {
  it('calls a week "Burnout Zone", "Borderline" or "Balanced"', () => {
    expect(weeklyBalanceStatus(20)).toBe('Burnout Zone');
    expect(weeklyBalanceStatus(45)).toBe('Borderline');
    expect(weeklyBalanceStatus(91)).toBe('Balanced');
  });

  it('has a gentle caption for every status', () => {
    expect(weeklyBalanceCaption('balanced')).toBe('Your week has room to breathe.');
    expect(weeklyBalanceCaption('borderline')).toBe('Work is leaning in. A little more time for you would help.');
    expect(weeklyBalanceCaption('burnout')).toBe('This week is asking a lot of you. Please be kind to yourself.');
  });
});

describe("a day's colour in the week view", () => {
  // Life share = (24 - work - commute) / 24: 9.6 h of life is 40%, 14.4 h is 60%.
  it('turns burnout when less than 40% of the day is left for life', () => {
    expect(dayBalanceTone({ workHours: 14.64, commuteHours: 0 })).toBe('burnout'); // 39%
  });

  it('is borderline from 40% to below 60% life', () => {
    expect(dayBalanceTone({ workHours: 14.4, commuteHours: 0 })).toBe('borderline'); // 40%
    expect(dayBalanceTone({ workHours: 12, commuteHours: 2.4 })).toBe('borderline'); // 40%, commute counts
    expect(dayBalanceTone({ workHours: 9.84, commuteHours: 0 })).toBe('borderline'); // 59%
  });

  it('is balanced with 60% life or more', () => {
    expect(dayBalanceTone({ workHours: 9.6, commuteHours: 0 })).toBe('balanced'); // 60%
    expect(dayBalanceTone({ workHours: 8, commuteHours: 1.5 })).toBe('balanced');
    expect(dayBalanceTone({ workHours: 0, commuteHours: 0 })).toBe('balanced');
  });
});

describe("a day's colour in the month calendar", () => {
  it('follows the month bands by its balance score', () => {
    expect(monthDayToneOrNone({ workHours: 8, commuteHours: 0, balanceScore: 67 })).toBe('borderline');
    expect(monthDayToneOrNone({ workHours: 6, commuteHours: 0, balanceScore: 75 })).toBe('balanced');
    expect(monthDayToneOrNone({ workHours: 16, commuteHours: 0, balanceScore: 33 })).toBe('burnout');
  });

  it('stays neutral on a day with no work or commute hours', () => {
    expect(monthDayToneOrNone({ workHours: 0, commuteHours: 0, balanceScore: 100 })).toBe('none');
    expect(monthDayToneOrNone({ workHours: 0, commuteHours: 1, balanceScore: 96 })).toBe('balanced');
  });

  it('names the rating in a word', () => {
    expect(ratingLabel('balanced')).toBe('Balanced');
    expect(ratingLabel('borderline')).toBe('Borderline');
    expect(ratingLabel('burnout')).toBe('Burnout');
  });
});
