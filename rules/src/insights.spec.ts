import { describe, expect, it } from 'vitest';
import {
  LONG_COMMUTE_HOURS,
  LONG_WORKDAY_HOURS,
  PRAISED_LIFE_SHARE,
  STEADY_LIFE_SHARE,
  THRIVING_LIFE_SHARE,
  WARNED_LIFE_SHARE,
  WEEKEND_RULE_TRACKED_DAYS,
  WEEKEND_WORK_HOURS,
} from './insights';

describe('the personal insights', () => {
  it('warn of work averaging over 10 hours a day, and note a commute averaging over 2', () => {
    expect(LONG_WORKDAY_HOURS).toBe(10);
    expect(LONG_COMMUTE_HOURS).toBe(2);
  });

  it('praise a week with 70% or more of it for life, and warn of one under 50%', () => {
    expect(PRAISED_LIFE_SHARE).toBe(70);
    expect(WARNED_LIFE_SHARE).toBe(50);
  });

  it('warn of over 5 hours of weekend work once 7 days hold tracked time', () => {
    expect(WEEKEND_RULE_TRACKED_DAYS).toBe(7);
    expect(WEEKEND_WORK_HOURS).toBe(5);
  });
});

describe("This Week's Reflection", () => {
  it('encourages in tiers from 70% and from 50% of the week for life', () => {
    expect(THRIVING_LIFE_SHARE).toBe(70);
    expect(STEADY_LIFE_SHARE).toBe(50);
  });
});
