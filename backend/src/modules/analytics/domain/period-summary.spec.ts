import { hoursLived, periodBalance, weekStanding } from './balance';
import { periodSummary, twelveMonthsTo, type TrackedTime } from './period-summary';

const HOUR = 3_600_000;

describe('"so far": the hours a period counts', () => {
  it('counts every day before today whole and today by its wall clock', () => {
    // Thursday 22:00 of the week of 16 November: three whole days and 22 hours.
    expect(hoursLived('2026-11-16', '2026-11-22', { date: '2026-11-19', hourOfDay: 22 })).toBe(94);
  });

  it('counts all of a period that has ended, and none of one not begun', () => {
    expect(hoursLived('2026-11-16', '2026-11-22', { date: '2026-11-23', hourOfDay: 0.5 })).toBe(168);
    expect(hoursLived('2026-11-16', '2026-11-22', { date: '2026-11-15', hourOfDay: 23 })).toBe(0);
  });

  it("keeps the spec's formula over the hours counted: 35 h of work by Thursday night leave 63%, not 79%", () => {
    expect(periodBalance(94, 35 * HOUR, 0)).toEqual({
      workHours: 35,
      commuteHours: 0,
      lifeHours: 59,
      lifePercentage: 63,
    });
    expect(periodBalance(168, 35 * HOUR, 0).lifePercentage).toBe(79);
  });
});

describe("how a week's figure reads", () => {
  it('is so far while the week runs, whatever was tracked', () => {
    expect(weekStanding('2026-11-16', 0, '2026-11-16')).toBe('in_progress');
    expect(weekStanding('2026-11-16', 1, '2026-11-22')).toBe('in_progress');
  });

  it('is judged once ended with three tracked days, and neither balanced nor not with fewer', () => {
    expect(weekStanding('2026-11-16', 3, '2026-11-23')).toBe('judged');
    expect(weekStanding('2026-11-16', 2, '2026-11-23')).toBe('not_judged');
  });

  it('has not begun before its Monday', () => {
    expect(weekStanding('2026-11-23', 0, '2026-11-22')).toBe('not_begun');
  });
});

describe("a period's summary", () => {
  const work = (hours: number): TrackedTime => ({ workMs: hours * HOUR, commuteMs: 0 });
  const days = new Map<string, TrackedTime>([
    // The week of 26 October starts before November: not November's.
    ['2026-10-31', work(10)],
    // Week of 2 November: 3 days of 12 h (79%). Week of 9 November: 3 days of 4 h (93%).
    ['2026-11-02', work(12)],
    ['2026-11-03', work(12)],
    ['2026-11-04', work(12)],
    ['2026-11-09', work(4)],
    ['2026-11-10', work(4)],
    ['2026-11-11', work(4)],
    // Week of 30 November: judged by its days in December.
    ['2026-11-30', work(1)],
    ['2026-12-01', work(1)],
    ['2026-12-02', work(1)],
  ]);
  const november = {
    firstDate: '2026-11-01',
    lastDate: '2026-11-30',
    days,
    months: twelveMonthsTo({ year: 2026, month: 11 }),
    monthTotals: new Map([['2026-11', work(49)]]),
  };

  it("totals only the period's own days, and lists them for the calendar", () => {
    const summary = periodSummary({ ...november, now: { date: '2027-01-01', hourOfDay: 9 } });
    expect(summary).toMatchObject({
      hoursCounted: 720,
      workHours: 49,
      lifeHours: 671,
      lifePercentage: 93,
      trackedDays: 7,
    });
    expect(summary.days.map((day) => day.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-30',
    ]);
  });

  it('names the best and hardest judged weeks that start in the period, counting their days beyond it', () => {
    const summary = periodSummary({ ...november, now: { date: '2027-01-01', hourOfDay: 9 } });
    expect(summary.bestWeek).toEqual({ weekStart: '2026-11-30', lifePercentage: 98 });
    expect(summary.hardestWeek).toEqual({ weekStart: '2026-11-02', lifePercentage: 79 });
  });

  it('leaves out a week not yet ended, and names no hardest week when only one is judged', () => {
    const summary = periodSummary({ ...november, now: { date: '2026-11-16', hourOfDay: 9 } });
    expect(summary.bestWeek).toEqual({ weekStart: '2026-11-09', lifePercentage: 93 });
    expect(summary.hardestWeek).toEqual({ weekStart: '2026-11-02', lifePercentage: 79 });
    const early = periodSummary({ ...november, now: { date: '2026-11-10', hourOfDay: 9 } });
    expect(early.bestWeek).toEqual({ weekStart: '2026-11-02', lifePercentage: 79 });
    expect(early.hardestWeek).toBeNull();
  });

  it("gives the trend's months oldest first, null where nothing was tracked", () => {
    const summary = periodSummary({ ...november, now: { date: '2027-01-01', hourOfDay: 9 } });
    expect(summary.months.map(({ year, month }) => `${year}-${month}`)).toEqual([
      '2025-12',
      '2026-1',
      '2026-2',
      '2026-3',
      '2026-4',
      '2026-5',
      '2026-6',
      '2026-7',
      '2026-8',
      '2026-9',
      '2026-10',
      '2026-11',
    ]);
    expect(summary.months.slice(-2).map((month) => month.lifePercentage)).toEqual([null, 93]);
  });
});
