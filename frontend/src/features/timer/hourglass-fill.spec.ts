import { describe, expect, it } from 'vitest';
import { hourglassFillPercent } from './hourglass-fill';

describe('hourglassFillPercent', () => {
  it('rests at 10% when no session is running', () => {
    expect(hourglassFillPercent(null)).toBe(10);
  });

  it('is empty when a session has just begun', () => {
    expect(hourglassFillPercent(0)).toBe(0);
  });

  it('is half full after thirty minutes', () => {
    expect(hourglassFillPercent(30 * 60)).toBe(50);
  });

  it('is full after one hour', () => {
    expect(hourglassFillPercent(3600)).toBe(100);
  });

  it('stays full, never overflowing, after more than an hour', () => {
    expect(hourglassFillPercent(3 * 3600 + 17)).toBe(100);
  });
});
