import { describe, expect, it } from 'vitest';
import { TREND_FEWEST_DAYS, TREND_LATEST_DAYS, trendOf } from './trend';

describe('the trend', () => {
  it('is read from two to three of the latest tracked days', () => {
    expect(TREND_FEWEST_DAYS).toBe(2);
    expect(TREND_LATEST_DAYS).toBe(3);
  });

  it('is improving when those days left 65% or more of their hours for life', () => {
    expect(trendOf(65)).toBe('improving');
    expect(trendOf(100)).toBe('improving');
  });

  it('is stable from 55% to below 65%', () => {
    expect(trendOf(55)).toBe('stable');
    expect(trendOf(64.9)).toBe('stable');
  });

  it('is declining below 55%', () => {
    expect(trendOf(54.9)).toBe('declining');
    expect(trendOf(0)).toBe('declining');
  });
});
