import { averageWeeks, monthsSpanned, parseMonth, referencePeriodStart } from './average-week';

const HOUR = 3_600_000;
const month = (text: string) => parseMonth(text)!;

describe('the four-month view', () => {
  it('reads months written YYYY-MM and refuses anything else', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('2026-1')).toBeUndefined();
    expect(monthsSpanned(month('2025-12'), month('2026-11'))).toBe(12);
  });

  it('takes the four calendar months ending with each month, across a new year', () => {
    expect(referencePeriodStart(month('2026-02'))).toEqual({ year: 2025, month: 11 });
  });

  it('averages the work a week over the period, counting the running month to today, and leaves out months to come', () => {
    const work: Record<string, number> = { '2026-08': 100 * HOUR, '2026-09': 150 * HOUR, '2026-11': 80 * HOUR };
    const months = averageWeeks(month('2026-10'), month('2027-01'), '2026-11-27', (asked) => {
      const key = `${asked.year}-${String(asked.month).padStart(2, '0')}`;
      return work[key] ?? 0;
    });
    expect(months.map((answer) => answer.month)).toEqual(['2026-10', '2026-11']);
    // July to October: 123 days holding 250 hours.
    expect(months[0]).toEqual({
      month: '2026-10',
      periodFrom: '2026-07-01',
      periodTo: '2026-10-31',
      averageWeeklyWorkHours: Math.round(((250 * 7) / 123) * 10_000) / 10_000,
    });
    // August to 27 November: 119 days holding 330 hours.
    expect(months[1]).toMatchObject({ periodFrom: '2026-08-01', periodTo: '2026-11-27' });
    expect(months[1].averageWeeklyWorkHours).toBeCloseTo((330 * 7) / 119, 3);
  });
});
