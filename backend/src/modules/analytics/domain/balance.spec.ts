import { balanceScore } from '@pause/rules/balance-score';
import { comparableWeekLifePercentage, dayBalanceScore, lifeHours } from './balance';

describe('balance arithmetic', () => {
  it('leaves a week with nothing tracked entirely to life', () => {
    expect(lifeHours(168, 0, 0)).toBe(168);
    expect(balanceScore({ workHours: 0, commuteHours: 0, lifeHours: 168 })).toBe(100);
  });

  it('rounds the life share to a whole percent', () => {
    // 50 h work + 10 h commute leave 108 of 168 hours: 64.28...%
    expect(balanceScore({ workHours: 50, commuteHours: 10, lifeHours: lifeHours(168, 50, 10) })).toBe(64);
  });

  it('answers 0 when there are no hours at all', () => {
    expect(balanceScore({ workHours: 0, commuteHours: 0, lifeHours: 0 })).toBe(0);
  });

  it('never lets life go below zero on a 25-hour day of work', () => {
    expect(lifeHours(24, 25, 0)).toBe(0);
    expect(dayBalanceScore(25, 0)).toBe(0);
  });

  it('scores a day by its life share of 24 hours', () => {
    expect(dayBalanceScore(0, 0)).toBe(100);
    expect(dayBalanceScore(8, 1.6)).toBe(60);
    expect(dayBalanceScore(12, 2.4)).toBe(40);
  });
});

describe("a week's life percentage for comparing friends", () => {
  const HOUR = 3_600_000;

  it("is the dial's percentage when anything was tracked", () => {
    expect(comparableWeekLifePercentage(40 * HOUR, 5 * HOUR)).toBe(73);
    expect(comparableWeekLifePercentage(0, 1_000)).toBe(100);
  });

  it('is null for a week with nothing tracked, which has nothing to compare', () => {
    expect(comparableWeekLifePercentage(0, 0)).toBeNull();
  });

  it('is 0 for a week tracked around the clock', () => {
    expect(comparableWeekLifePercentage(168 * HOUR, 0)).toBe(0);
  });
});
