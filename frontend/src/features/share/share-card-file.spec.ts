import { describe, expect, it } from 'vitest';
import { shareCardFileName } from './share-card-file';

describe('the saved card file name', () => {
  it("is life-balance- and the person's local date", () => {
    expect(shareCardFileName(new Date(2026, 10, 18, 10, 0))).toBe('life-balance-2026-11-18.png');
  });

  it('keeps the local day late in the evening, and pads months and days', () => {
    expect(shareCardFileName(new Date(2027, 0, 5, 23, 59))).toBe('life-balance-2027-01-05.png');
  });
});
