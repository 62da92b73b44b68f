import { describe, expect, it } from 'vitest';
import { formatDayRange, formatMonth } from '@/lib/date-format';
import { periodBarReading } from './period-bar';

// Wednesday 18 November 2026.
const TODAY = new Date(2026, 10, 18, 10, 0);

describe('the period bar', () => {
  it('steps a past week both ways, names it as a range, and offers the way back to this week', () => {
    const reading = periodBarReading({ kind: 'week', weekStart: '2026-11-02' }, TODAY);
    expect(reading.title).toBe(formatDayRange(new Date(2026, 10, 2), new Date(2026, 10, 8)));
    expect(reading.previous.to).toBe('/?week=2026-10-26');
    expect(reading.next.to).toBe('/?week=2026-11-09');
    expect(reading.now).toEqual({ label: 'This week', to: '/', isNow: false });
    expect(reading.views).toEqual({ week: '/?week=2026-11-02', month: '/month/2026-11', year: '/year/2026' });
  });

  it('goes no further than the current week, month or year', () => {
    expect(periodBarReading({ kind: 'week', weekStart: '2026-11-16' }, TODAY).next.to).toBeNull();
    expect(periodBarReading({ kind: 'month', month: { year: 2026, month: 11 } }, TODAY).next.to).toBeNull();
    expect(periodBarReading({ kind: 'month', month: { year: 2026, month: 10 } }, TODAY).next.to).toBe('/month/2026-11');
    expect(periodBarReading({ kind: 'year', year: 2026 }, TODAY).next.to).toBeNull();
    expect(periodBarReading({ kind: 'year', year: 2025 }, TODAY).next.to).toBe('/year/2026');
  });

  it("crosses a year's end, and opens a past year's first week and month", () => {
    const january = periodBarReading({ kind: 'month', month: { year: 2026, month: 1 } }, TODAY);
    expect(january.title).toBe(formatMonth(new Date(2026, 0, 1)));
    expect(january.previous.to).toBe('/month/2025-12');
    expect(january.now).toEqual({ label: 'This month', to: '/month/2026-11', isNow: false });
    const lastYear = periodBarReading({ kind: 'year', year: 2025 }, TODAY);
    expect(lastYear.views).toEqual({ week: '/?week=2024-12-30', month: '/month/2025-01', year: '/year/2025' });
  });
});
