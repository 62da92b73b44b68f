import { HEALTH_SOURCES } from '@pause/rules/health-thresholds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDateLocale } from '@/lib/date-format';
import { healthNotes, noteText } from './health-notes';
import { longWeekAnswer, weekHealthAnswer } from './testing/week-health-answer';

describe('the limits and health lines of a week', () => {
  beforeEach(() => setDateLocale('en-US'));
  afterEach(() => setDateLocale(undefined));

  it('say nothing of a week within every limit and threshold', () => {
    expect(healthNotes(weekHealthAnswer(), 'this week')).toEqual([]);
  });

  it('say a 52-hour week is above the EU’s limit for an average week, with the directive one click away', () => {
    const [note] = healthNotes(longWeekAnswer(52), 'this week');
    expect(noteText(note)).toBe(
      '52.0 hours of work this week: above the 48 hours the EU sets as the limit for an average week (EU Working Time Directive). Lighter weeks around it keep the average within it.',
    );
    expect(note.source?.href).toBe(HEALTH_SOURCES.euWorkingTimeDirective);
  });

  it('say both the 48- and the 55-hour lines of a 56-hour week, and neither of exactly 48 hours', () => {
    expect(healthNotes(longWeekAnswer(56), 'that week').map((note) => note.id)).toEqual([
      'eu-weekly-limit',
      'who-ilo-long-week',
    ]);
    expect(healthNotes(longWeekAnswer(56), 'that week')[1].source?.href).toBe(HEALTH_SOURCES.whoIloLongHours);
    expect(healthNotes(longWeekAnswer(48), 'that week')).toEqual([]);
  });

  it('name the night of a short rest, and say counting the commute is Pause’s choice', () => {
    const week = weekHealthAnswer({
      thresholds: {
        shortRests: [
          {
            windowStart: '2026-11-24T08:00:00.000Z',
            restFrom: '2026-11-24T22:00:00.000Z',
            restUntil: '2026-11-25T06:30:00.000Z',
            restHours: 8.5,
            night: '2026-11-24',
          },
        ],
      },
    });
    const [note] = healthNotes(week, 'this week');
    expect(noteText(note)).toBe(
      'The night of Tue, Nov 24: 8 h 30 min free, short of the 11 hours in a row in every 24 that the EU asks for (EU Working Time Directive). Counting your commute as time not free is Pause’s choice; the directive counts only work.',
    );
  });

  it('say a long stretch without a break, and that 15 minutes is Pause’s choice', () => {
    const week = weekHealthAnswer({
      thresholds: {
        workWithoutBreak: [
          { from: '2026-11-24T08:00:00.000Z', until: '2026-11-24T15:15:00.000Z', workHours: 7.25, date: '2026-11-24' },
        ],
      },
    });
    expect(noteText(healthNotes(week, 'this week')[0])).toBe(
      'On Tue, Nov 24, 7 h 15 min of work with no 15-minute break: the EU asks for a break when work runs past 6 hours (EU Working Time Directive). It leaves the length to each country: 15 minutes is Pause’s choice.',
    );
  });

  it('say a week without 24 free hours in a row, but not while it is not yet judged', () => {
    const crossed = weekHealthAnswer({
      thresholds: { weeklyRest: { judged: true, crossed: true, longestRestHours: 20.5 } },
    });
    expect(noteText(healthNotes(crossed, 'last week')[0])).toContain(
      'No 24 hours in a row free of work and commute last week (the longest was 20 h 30 min)',
    );
    const running = weekHealthAnswer({
      thresholds: { weeklyRest: { judged: false, crossed: false, longestRestHours: 10 } },
    });
    expect(healthNotes(running, 'this week')).toEqual([]);
  });

  it('say each crossed limit once, kindly, before the thresholds', () => {
    const week = weekHealthAnswer({
      limits: {
        weeklyWork: { limitHours: 40, workedHours: 41.5, crossed: true },
        dailyCommute: { limitMinutes: 60, daysOver: ['2026-11-24'], crossed: true },
        latestWorkHour: { hour: 19, lateDays: ['2026-11-25', '2026-11-26', '2026-11-27'], crossed: true },
        daysOff: { wanted: 2, daysWorked: 6, crossed: true },
      },
      thresholds: { euWeeklyLimit: { limitHours: 48, crossed: true } },
    });
    const texts = healthNotes(week, 'this week').map(noteText);
    expect(texts).toEqual([
      '41.5 hours of work this week, above the 40 you set for yourself. A lighter day or two can bring the balance back.',
      'Your commute ran over your 60 minutes on Tue, Nov 24. Longer commutes go with less joy in free time and more strain (Clark et al., 2019), so a shorter way or a day at home is worth a thought.',
      'Work ran past 7:00 PM on Wed, Nov 25; Thu, Nov 26 and Fri, Nov 27, later than you wanted. Your evenings are yours to keep.',
      'You worked on 6 days this week, leaving fewer than the 2 days off you wanted. A whole day without work helps you come back rested.',
      expect.stringContaining('above the 48 hours the EU sets'),
    ]);
  });

  it('leave out a limit set but not crossed', () => {
    const week = weekHealthAnswer({ limits: { weeklyWork: { limitHours: 40, workedHours: 39, crossed: false } } });
    expect(healthNotes(week, 'this week')).toEqual([]);
  });
});
