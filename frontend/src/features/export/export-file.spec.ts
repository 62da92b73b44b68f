import { describe, expect, it } from 'vitest';
import { exportFileName, formatBytes } from './export-file';

describe('the export file name', () => {
  it("is life-balance-export-, the person's local date and the format", () => {
    expect(exportFileName('json', new Date(2026, 10, 18, 10, 0))).toBe('life-balance-export-2026-11-18.json');
    expect(exportFileName('csv', new Date(2027, 0, 5, 23, 59))).toBe('life-balance-export-2027-01-05.csv');
  });
});

describe('the size of an export so far', () => {
  it('counts small amounts in bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('uses KB, MB and GB with one decimal above that', () => {
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('never writes 1024 of a unit when the next one fits', () => {
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
  });
});
