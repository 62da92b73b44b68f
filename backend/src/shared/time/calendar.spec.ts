import { addDays, daysBetweenInclusive, daysInMonth, isMonday, mondayOf, parseIsoDate } from './calendar';

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
