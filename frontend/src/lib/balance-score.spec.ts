import { describe, expect, it } from 'vitest';
import { balanceScore, balanceTone } from './balance-score';

describe('the Work-Life Balance Score', () => {
  it("is the server's figure for the server's own weekly example", () => {
    // backend/src/modules/analytics/analytics.int-spec.ts answers lifePercentage 92 for these hours.
    expect(balanceScore({ workHours: 12.5, commuteHours: 0.75, lifeHours: 154.75 })).toBe(92);
  });

  it('is 100 for a week with nothing tracked, all 168 hours life', () => {
    expect(balanceScore({ workHours: 0, commuteHours: 0, lifeHours: 168 })).toBe(100);
  });

  it('is 0 when there are no hours at all', () => {
    expect(balanceScore({ workHours: 0, commuteHours: 0, lifeHours: 0 })).toBe(0);
  });

  it('rounds the life share to a whole percent', () => {
    // 108 of 168 hours is 64.28...%; 152.25 of 168 is 90.625%.
    expect(balanceScore({ workHours: 50, commuteHours: 10, lifeHours: 108 })).toBe(64);
    expect(balanceScore({ workHours: 12.5, commuteHours: 3.25, lifeHours: 152.25 })).toBe(91);
  });

  it('counts commute as time taken from life, just like work', () => {
    expect(balanceScore({ workHours: 0, commuteHours: 84, lifeHours: 84 })).toBe(50);
  });
});

describe('how a life share is judged', () => {
  it('is burnout below 40%', () => {
    expect(balanceTone(0)).toBe('burnout');
    expect(balanceTone(39)).toBe('burnout');
    expect(balanceTone(39.9)).toBe('burnout');
  });

  it('is borderline from 40% to below 60%', () => {
    expect(balanceTone(40)).toBe('borderline');
    expect(balanceTone(59)).toBe('borderline');
    expect(balanceTone(59.9)).toBe('borderline');
  });

  it('is balanced from 60%', () => {
    expect(balanceTone(60)).toBe('balanced');
    expect(balanceTone(100)).toBe('balanced');
  });
});
