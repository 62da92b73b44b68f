import { balanceScore, hoursFromMs, lifeHours, lifePercentage } from './balance';
import { addDays, daysBetweenInclusive, daysInMonth, isMonday, mondayOf, parseIsoDate } from './calendar';

describe('balance arithmetic', () => {
  it('leaves a week with nothing tracked entirely to life', () => {
    expect(lifeHours(168, 0, 0)).toBe(168);
    expect(lifePercentage(0, 0, 168)).toBe(100);
  });

  it('rounds the life share to a whole percent', () => {
    // 50 h work + 10 h commute leave 108 of 168 hours: 64.28...%
    expect(lifePercentage(50, 10, lifeHours(168, 50, 10))).toBe(64);
  });

  it('answers 0 when there are no hours at all', () => {
    expect(lifePercentage(0, 0, 0)).toBe(0);
  });

  it('never lets life go below zero on a 25-hour day of work', () => {
    expect(lifeHours(24, 25, 0)).toBe(0);
    expect(balanceScore(25, 0)).toBe(0);
  });

  it("scores a day by its life share of 24 hours", () => {
    expect(balanceScore(0, 0)).toBe(100);
    expect(balanceScore(8, 1.6)).toBe(60);
    expect(balanceScore(12, 2.4)).toBe(40);
  });

  it('shows hours with two decimals', () => {
    expect(hoursFromMs(5_400_000)).toBe(1.5);
    expect(hoursFromMs(1_000)).toBe(0);
    expect(hoursFromMs(3_600_000 / 3)).toBe(0.33);
  });
});

describe('calendar arithmetic', () => {
  it('accepts only real dates', () => {
    expect(parseIsoDate('2028-02-29')).toBeDefined();
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('2026-1-1')).toBeUndefined();
    expect(parseIsoDate('yesterday')).toBeUndefined();
  });

  it('finds the Monday of any day, across a year end', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
    expect(isMonday('2026-12-28')).toBe(true);
    expect(isMonday('2026-12-27')).toBe(false);
  });

  it('counts days and months', () => {
    expect(daysBetweenInclusive('2026-01-01', '2026-12-31')).toBe(365);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});
