import { describe, expect, it } from 'vitest';
import { BALANCED_LEGEND_TOP, balanceBand, monthDayBand } from './balance-bands';

describe('a share of life', () => {
  it('is burnout below 40%', () => {
    expect(balanceBand(0)).toBe('burnout');
    expect(balanceBand(39)).toBe('burnout');
    expect(balanceBand(39.9)).toBe('burnout');
  });

  it('is borderline from 40% to below 60%', () => {
    expect(balanceBand(40)).toBe('borderline');
    expect(balanceBand(59)).toBe('borderline');
    expect(balanceBand(59.9)).toBe('borderline');
  });

  it('is balanced from 60%', () => {
    expect(balanceBand(60)).toBe('balanced');
    expect(balanceBand(100)).toBe('balanced');
  });

  it('is still balanced above the 80% the legend writes as the top of the band', () => {
    expect(BALANCED_LEGEND_TOP).toBe(80);
    expect(balanceBand(BALANCED_LEGEND_TOP + 1)).toBe('balanced');
  });
});

describe('a day of the month calendar, by its balance score', () => {
  it('is burnout below 40', () => {
    expect(monthDayBand(0)).toBe('burnout');
    expect(monthDayBand(39)).toBe('burnout');
  });

  it('is borderline from 40 to below 70', () => {
    expect(monthDayBand(40)).toBe('borderline');
    expect(monthDayBand(69)).toBe('borderline');
  });

  it('is balanced from 70, higher than a week needs', () => {
    expect(monthDayBand(70)).toBe('balanced');
    expect(monthDayBand(100)).toBe('balanced');
    expect(monthDayBand(65)).toBe('borderline');
    expect(balanceBand(65)).toBe('balanced');
  });
});
