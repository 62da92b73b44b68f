import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayInYear,
  formatDayRange,
  formatFullDay,
  formatMoment,
  formatMonth,
  formatShortWeekday,
  formatShortWeekdayAndDay,
  formatTime,
  formatTimeRange,
  formatWeekday,
  formatWeekdayAndDay,
  formatWeekdayAndTime,
  formatWeekRange,
  setDateLocale,
} from './date-format';

// Intl may join a range with a thin or no-break space around the dash; the figures are what matter.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('one date style, in the person’s locale', () => {
  afterEach(() => setDateLocale(undefined));

  describe('in American English', () => {
    beforeEach(() => setDateLocale('en-US'));

    it('writes a day with its month and year, and a day of a list with its weekday', () => {
      expect(formatDay(new Date(2026, 10, 23))).toBe('Nov 23, 2026');
      expect(formatDayInYear(new Date(2026, 10, 23))).toBe('Nov 23');
      expect(formatWeekdayAndDay(new Date(2026, 10, 23))).toBe('Monday, November 23');
      expect(formatShortWeekdayAndDay(new Date(2026, 10, 23))).toBe('Mon, Nov 23');
      expect(formatMonth(new Date(2026, 10, 1))).toBe('November 2026');
      expect(formatFullDay(new Date(2026, 10, 17))).toBe('Tuesday, November 17, 2026');
      expect(formatWeekday(new Date(2026, 10, 22))).toBe('Sunday');
      expect(formatShortWeekday(new Date(2026, 10, 24))).toBe('Tue');
      expect(plain(formatWeekdayAndTime(new Date(2026, 10, 23, 8, 5)))).toBe('Monday 8:05 AM');
      expect(plain(formatMoment(new Date(2026, 10, 23, 8, 5)))).toBe('Mon, Nov 23, 2026, 8:05 AM');
    });

    it('writes a week as a range that names its month and year once', () => {
      expect(plain(formatDayRange(new Date(2026, 10, 23), new Date(2026, 10, 29)))).toBe('Nov 23 – 29, 2026');
      expect(plain(formatDayRange(new Date(2026, 10, 30), new Date(2026, 11, 6)))).toBe('Nov 30 – Dec 6, 2026');
      expect(plain(formatDayRange(new Date(2026, 11, 28), new Date(2027, 0, 3)))).toBe('Dec 28, 2026 – Jan 3, 2027');
    });

    it('writes the week that starts on a Monday the API names, across months and years too', () => {
      expect(plain(formatWeekRange('2026-11-23'))).toBe('Nov 23 – 29, 2026');
      expect(plain(formatWeekRange('2026-11-30'))).toBe('Nov 30 – Dec 6, 2026');
      expect(plain(formatWeekRange('2026-12-28'))).toBe('Dec 28, 2026 – Jan 3, 2027');
    });

    it('writes a session’s times as one range, naming the days only when it crosses midnight', () => {
      expect(plain(formatTime(new Date(2026, 10, 23, 9, 0)))).toBe('9:00 AM');
      expect(plain(formatTimeRange(new Date(2026, 10, 23, 9, 0), new Date(2026, 10, 23, 10, 30)))).toBe(
        '9:00 – 10:30 AM',
      );
      expect(plain(formatTimeRange(new Date(2026, 10, 23, 23, 0), new Date(2026, 10, 24, 1, 0)))).toBe(
        'Nov 23, 11:00 PM – Nov 24, 1:00 AM',
      );
    });
  });

  it('follows the locale: a British reader sees the day before the month and a 24-hour clock', () => {
    setDateLocale('en-GB');
    expect(formatDay(new Date(2026, 10, 23))).toBe('23 Nov 2026');
    expect(plain(formatDayRange(new Date(2026, 10, 23), new Date(2026, 10, 29)))).toBe('23 – 29 Nov 2026');
    expect(formatTime(new Date(2026, 10, 23, 21, 5))).toBe('21:05');
  });
});
