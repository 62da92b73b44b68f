import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { digestSummary } from './digest-summary';
import { longWeekAnswer, weekHealthAnswer } from './testing/week-health-answer';

const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('the weekly digest in one line', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('names the week and says a calm week needs nothing', () => {
    const summary = digestSummary(weekHealthAnswer({ weekStart: '2026-11-16', workHours: 38 }));
    expect(plain(summary.week)).toBe('Nov 16 – 22, 2026');
    expect(summary.line).toBe('38.0 hours of work, and nothing that needs your attention.');
    expect(summary.allWell).toBe(true);
  });

  it('counts the limits crossed and the health notes', () => {
    const week = {
      ...longWeekAnswer(56),
      limits: { ...longWeekAnswer(56).limits, weeklyWork: { limitHours: 40, workedHours: 56, crossed: true } },
    };
    const summary = digestSummary(week);
    expect(summary.line).toBe('56.0 hours of work; 1 of your limits crossed, 2 health notes.');
    expect(summary.allWell).toBe(false);
  });
});
