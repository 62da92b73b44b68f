import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './local-date';

// Local calendar dates; month indexes count from 0 as Date does.
const local = (year: number, monthIndex: number, day: number, hour = 12) => new Date(year, monthIndex, day, hour);

describe('formatIsoDate', () => {
  it('writes the local calendar day as YYYY-MM-DD', () => {
    expect(formatIsoDate(local(2026, 10, 18))).toBe('2026-11-18');
  });

  it('pads single-digit months and days', () => {
    expect(formatIsoDate(local(2027, 0, 5))).toBe('2027-01-05');
  });

  it('keeps the local day even a minute before midnight', () => {
    expect(formatIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(formatIsoDate(new Date(2027, 0, 1, 0, 1))).toBe('2027-01-01');
  });
});
