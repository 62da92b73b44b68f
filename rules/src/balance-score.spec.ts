import { describe, expect, it } from 'vitest';
import { balanceScore } from './balance-score';

describe('the Work-Life Balance Score', () => {
  it('is the share of all the hours left for life', () => {
    // The server's own weekly example (backend/src/modules/analytics/analytics.int-spec.ts answers 92).
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
