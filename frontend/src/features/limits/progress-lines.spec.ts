import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { progressLines } from './progress-lines';

const noLimits = { weeklyWork: null, dailyCommute: null, latestWorkHour: null, daysOff: null };

describe('the progress list of a week against the limits set', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('says nothing when no limit is set', () => {
    expect(progressLines(noLimits)).toEqual([]);
  });

  it('gives a line for each limit set, in the order of the settings', () => {
    const lines = progressLines({
      weeklyWork: { limitHours: 40, workedHours: 41.5, crossed: true },
      dailyCommute: { limitMinutes: 60, daysOver: ['2026-11-24', '2026-11-26'], crossed: true },
      latestWorkHour: { hour: 19, lateDays: [], crossed: false },
      daysOff: { wanted: 2, daysWorked: 6, crossed: true },
    });
    expect(lines.map(({ label, value, crossed }) => [label, value, crossed])).toEqual([
      ['Work', '41.5 of 40 h', true],
      ['Commute over 60 min', '2 days (Tue, Thu)', true],
      ['Weekday work after 7:00 PM', 'none', false],
      ['Days with work', '6 of 5 at most (2 days off wanted)', true],
    ]);
  });

  it('leaves out the limits not set', () => {
    const lines = progressLines({ ...noLimits, weeklyWork: { limitHours: 37.5, workedHours: 12, crossed: false } });
    expect(lines).toEqual([{ id: 'weekly-work', label: 'Work', value: '12.0 of 37.5 h', crossed: false }]);
  });

  it('writes the hour as the person reads times', () => {
    setDateLocale('en-GB');
    const [line] = progressLines({
      ...noLimits,
      latestWorkHour: { hour: 19, lateDays: ['2026-11-25'], crossed: true },
    });
    expect([line.label, line.value]).toEqual(['Weekday work after 19:00', '1 day (Wed)']);
  });
});
