import { HEALTH_SOURCES } from '@pause/rules/health-thresholds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { averageWeekNote, chartTopHours, isAboveAverageLimit, monthParam } from './average-week';
import { noteText } from './health-notes';

const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
const november = (averageWeeklyWorkHours: number) => ({
  month: '2026-11',
  periodFrom: '2026-08-01',
  periodTo: '2026-11-27',
  averageWeeklyWorkHours,
});

describe('the four-month average against 48 hours', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('asks the API for a month as YYYY-MM', () => {
    expect(monthParam({ year: 2026, month: 3 })).toBe('2026-03');
  });

  it('says an average within the EU’s 48 hours, with the directive as its source', () => {
    const note = averageWeekNote(november(43.2));
    expect(plain(noteText(note))).toBe(
      '43.2 hours of work a week on average over Aug 1 – Nov 27, 2026: within the 48 hours the EU sets for an average week over up to 4 months (EU Working Time Directive).',
    );
    expect(note.source?.href).toBe(HEALTH_SOURCES.euWorkingTimeDirective);
  });

  it('says an average above it kindly, and counts exactly 48 as within', () => {
    expect(noteText(averageWeekNote(november(49.5)))).toContain(': above the 48 hours');
    expect(isAboveAverageLimit(november(48))).toBe(false);
    expect(isAboveAverageLimit(november(48.1))).toBe(true);
  });

  it('scales the chart to hold the limit and the highest month', () => {
    expect(chartTopHours([])).toBe(60);
    expect(chartTopHours([november(70)])).toBe(90);
  });
});
