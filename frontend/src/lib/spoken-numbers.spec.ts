import { describe, expect, it } from 'vitest';
import {
  capitalizedNumberInWords,
  clockHourText,
  minutesInWords,
  numberInWords,
  twelveHourClock,
} from './spoken-numbers';

describe('numbers in words', () => {
  it('spells out zero to twelve', () => {
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(3)).toBe('three');
    expect(numberInWords(12)).toBe('twelve');
  });

  it('keeps larger and fractional numbers in figures', () => {
    expect(numberInWords(13)).toBe('13');
    expect(numberInWords(2.5)).toBe('2.5');
  });

  it('can open a sentence', () => {
    expect(capitalizedNumberInWords(5)).toBe('Five');
  });
});

describe('the hour on a twelve-hour clock', () => {
  it('reads the evening hours after noon', () => {
    expect(twelveHourClock(18)).toEqual({ hour: 6, period: 'PM' });
    expect(clockHourText(18)).toBe('6 PM');
    expect(clockHourText(12)).toBe('12 PM');
  });

  it('reads midnight and the morning before noon', () => {
    expect(clockHourText(0)).toBe('12 AM');
    expect(clockHourText(9)).toBe('9 AM');
  });
});

describe('minutes in words', () => {
  it('says whole and half hours as a person would', () => {
    expect(minutesInWords(60)).toBe('an hour');
    expect(minutesInWords(90)).toBe('an hour and a half');
    expect(minutesInWords(120)).toBe('two hours');
    expect(minutesInWords(150)).toBe('two and a half hours');
  });

  it('keeps other lengths in minutes', () => {
    expect(minutesInWords(45)).toBe('45 minutes');
  });
});
