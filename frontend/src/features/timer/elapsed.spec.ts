import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed';

describe('formatElapsed', () => {
  it('shows a fresh session as 00:00:00', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
  });

  it('pads minutes and seconds to two digits', () => {
    expect(formatElapsed(65)).toBe('00:01:05');
  });

  it('shows hours, minutes and seconds of a long session', () => {
    expect(formatElapsed(3661)).toBe('01:01:01');
    expect(formatElapsed(10 * 3600 + 59 * 60 + 59)).toBe('10:59:59');
  });

  it('keeps counting hours past 99 instead of wrapping', () => {
    expect(formatElapsed(100 * 3600)).toBe('100:00:00');
  });

  it('never shows negative or fractional time', () => {
    expect(formatElapsed(-5)).toBe('00:00:00');
    expect(formatElapsed(59.9)).toBe('00:00:59');
  });
});
