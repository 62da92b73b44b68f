import { describe, expect, it } from 'vitest';
import { formatHours, oneDecimal } from './hours-format';

describe('formatting hours', () => {
  it('shows hours with one decimal', () => {
    expect(formatHours(12.5)).toBe('12.5h');
    expect(formatHours(8)).toBe('8.0h');
    expect(formatHours(152.25)).toBe('152.3h');
    expect(oneDecimal(3.24)).toBe('3.2');
  });

  it('never shows "-0.0"', () => {
    expect(oneDecimal(-0.01)).toBe('0.0');
  });
});
