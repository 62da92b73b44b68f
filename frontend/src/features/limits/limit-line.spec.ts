import { describe, expect, it } from 'vitest';
import { dailyLimitLine } from './limit-line';

describe('the line of a weekly work limit on each day', () => {
  it('stands at a seventh of the weekly limit, and says both in the legend', () => {
    expect(dailyLimitLine(40)).toEqual({ dailyHours: 40 / 7, legend: 'Your limit: 5 h 43 min a day, 40 h a week' });
  });

  it('writes half hours as minutes', () => {
    expect(dailyLimitLine(37.5)?.legend).toBe('Your limit: 5 h 21 min a day, 37 h 30 min a week');
  });

  it('is not drawn without a weekly limit', () => {
    expect(dailyLimitLine(null)).toBeNull();
    expect(dailyLimitLine(undefined)).toBeNull();
  });
});
