import { describe, expect, it } from 'vitest';
import { durationInWords, formatDuration, formatHours, formatHoursAndMinutes, oneDecimal } from './hours-format';

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

describe('writing a duration where the spec leaves the format open', () => {
  it('writes less than an hour in minutes, and an hour or more in hours', () => {
    expect(formatDuration(0.42)).toBe('25 min');
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(1)).toBe('1.0h');
    expect(formatDuration(2.25)).toBe('2.3h');
  });

  it('never writes a tracked session as nothing: the shortest is a minute', () => {
    expect(formatDuration(0.01)).toBe('1 min');
    expect(durationInWords(0.004)).toBe('1 minute');
  });

  it('says minutes and hours in words for sentences', () => {
    expect(durationInWords(0.5)).toBe('30 minutes');
    expect(durationInWords(12.5)).toBe('12.5 hours');
  });
});

describe('writing a length to the minute', () => {
  it('writes hours and minutes, leaving out what is zero', () => {
    expect(formatHoursAndMinutes(40 / 7)).toBe('5 h 43 min');
    expect(formatHoursAndMinutes(40)).toBe('40 h');
    expect(formatHoursAndMinutes(8.5)).toBe('8 h 30 min');
    expect(formatHoursAndMinutes(0.25)).toBe('15 min');
  });

  it('rounds to the nearest minute without writing 60 minutes', () => {
    expect(formatHoursAndMinutes(10.9999)).toBe('11 h');
  });
});
