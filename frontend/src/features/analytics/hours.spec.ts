import { describe, expect, it } from 'vitest';
import { dayLifeHours, dayLifeShare, hasTrackedTime } from './hours';

describe("a day's life hours", () => {
  it('is what remains of 24 hours after work and commute', () => {
    expect(dayLifeHours(8, 1.5)).toBe(14.5);
    expect(dayLifeShare(8, 1.5)).toBeCloseTo(60.42, 2);
  });

  it('is the whole day when nothing was tracked', () => {
    expect(dayLifeHours(0, 0)).toBe(24);
    expect(dayLifeShare(0, 0)).toBe(100);
  });

  it('never goes below zero', () => {
    expect(dayLifeHours(20, 6)).toBe(0);
    expect(dayLifeShare(20, 6)).toBe(0);
  });

  it('lands exactly on round shares despite floating-point arithmetic', () => {
    expect(dayLifeShare(14.4, 0)).toBe(40);
    expect(dayLifeShare(9.6, 0)).toBe(60);
  });
});

describe('hasTrackedTime', () => {
  it('is true when there is work or commute time', () => {
    expect(hasTrackedTime({ workHours: 0.1, commuteHours: 0 })).toBe(true);
    expect(hasTrackedTime({ workHours: 0, commuteHours: 0.1 })).toBe(true);
    expect(hasTrackedTime({ workHours: 0, commuteHours: 0 })).toBe(false);
  });
});
