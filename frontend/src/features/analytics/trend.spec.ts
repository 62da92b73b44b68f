import { describe, expect, it } from 'vitest';
import { balanceTrend, trendMessage } from './trend';

// A tracked day whose life share is `lifeShare` percent: work takes the rest of the 24 hours.
const day = (date: string, lifeShare: number) => ({
  date,
  workHours: (24 * (100 - lifeShare)) / 100,
  commuteHours: 0,
});
const quiet = (date: string) => ({ date, workHours: 0, commuteHours: 0 });

describe('balanceTrend', () => {
  it('needs at least two days with tracked time', () => {
    expect(balanceTrend([])).toBeNull();
    expect(balanceTrend([day('2026-11-18', 50)])).toBeNull();
  });

  it('does not count quiet days as entries', () => {
    const week = ['12', '13', '14', '15', '16', '17'].map((d) => quiet(`2026-11-${d}`));
    expect(balanceTrend([...week, day('2026-11-18', 50)])).toBeNull();
  });

  it('reads a trend from exactly two tracked days', () => {
    expect(balanceTrend([day('2026-11-17', 60), quiet('2026-11-18'), day('2026-11-16', 50)])).toEqual({
      trend: 'stable',
      averageLifeShare: 55,
      daysRead: 2,
    });
  });

  it('is "declining" just below an average of 55%', () => {
    expect(balanceTrend([day('2026-11-16', 54), day('2026-11-17', 54)])?.trend).toBe('declining');
  });

  it('is "stable" from 55% to just below 65%', () => {
    expect(balanceTrend([day('2026-11-16', 55), day('2026-11-17', 55)])?.trend).toBe('stable');
    expect(balanceTrend([day('2026-11-16', 64), day('2026-11-17', 64)])?.trend).toBe('stable');
  });

  it('is "improving" from an average of 65%', () => {
    expect(balanceTrend([day('2026-11-16', 65), day('2026-11-17', 65)])?.trend).toBe('improving');
  });

  it('averages the latest three tracked days and ignores older ones', () => {
    const days = [
      day('2026-11-13', 0),
      day('2026-11-14', 70),
      quiet('2026-11-15'),
      day('2026-11-16', 60),
      day('2026-11-18', 65),
    ];
    expect(balanceTrend(days)).toEqual({ trend: 'improving', averageLifeShare: 65, daysRead: 3 });
  });

  it('finds the latest days by date, whatever order they arrive in', () => {
    const days = [day('2026-11-18', 65), day('2026-11-12', 0), day('2026-11-17', 65), day('2026-11-16', 65)];
    expect(balanceTrend(days)?.trend).toBe('improving');
  });

  it('counts commute time as time taken from life', () => {
    const days = [
      { date: '2026-11-16', workHours: 8, commuteHours: 2.8 }, // 55%
      { date: '2026-11-17', workHours: 6, commuteHours: 4.8 }, // 55%
    ];
    expect(balanceTrend(days)?.trend).toBe('stable');
  });
});

describe('trendMessage', () => {
  it('names the trend in the banner title', () => {
    expect(trendMessage({ trend: 'improving', averageLifeShare: 70.4, daysRead: 3 })).toEqual({
      title: 'Your balance is improving',
      detail: 'Your last 3 tracked days left 70% of each day for life. Lovely, keep it going.',
    });
    expect(trendMessage({ trend: 'stable', averageLifeShare: 60, daysRead: 2 }).title).toBe('Your balance is stable');
    expect(trendMessage({ trend: 'declining', averageLifeShare: 45.6, daysRead: 3 })).toEqual({
      title: 'Your balance is declining',
      detail: 'Your last 3 tracked days left only 46% of each day for life. Perhaps plan a slower day soon.',
    });
  });
});
