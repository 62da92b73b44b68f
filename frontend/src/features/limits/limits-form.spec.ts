import { NO_LIMITS, SUGGESTED_LIMITS } from '@pause/rules/personal-limits';
import { describe, expect, it } from 'vitest';
import { limitsForm, limitsFromForm } from './limits-form';

describe('the "Your limits" form', () => {
  it('offers every limit off, pre-filled with the suggested values, until one is set', () => {
    expect(limitsForm(NO_LIMITS)).toEqual({
      weeklyWorkHours: { on: false, value: String(SUGGESTED_LIMITS.weeklyWorkHours) },
      dailyCommuteMinutes: { on: false, value: String(SUGGESTED_LIMITS.dailyCommuteMinutes) },
      latestWorkHour: { on: false, value: String(SUGGESTED_LIMITS.latestWorkHour) },
      daysOff: { on: false, value: String(SUGGESTED_LIMITS.daysOff) },
    });
  });

  it('shows a limit set with its own value', () => {
    expect(limitsForm({ ...NO_LIMITS, weeklyWorkHours: 37.5 }).weeklyWorkHours).toEqual({ on: true, value: '37.5' });
  });

  it('sends what is on, and null for what is off', () => {
    const form = limitsForm({ ...NO_LIMITS, weeklyWorkHours: 37.5 });
    expect(limitsFromForm({ ...form, daysOff: { on: true, value: '2' } })).toEqual({
      limits: { weeklyWorkHours: 37.5, dailyCommuteMinutes: null, latestWorkHour: null, daysOff: 2 },
      refusal: null,
    });
  });

  it('refuses a value out of range or blank with the rule’s own sentence', () => {
    const form = limitsForm(NO_LIMITS);
    expect(limitsFromForm({ ...form, weeklyWorkHours: { on: true, value: '40.2' } }).refusal).toBe(
      'Work a week must be from 1 to 100 hours, in half hours.',
    );
    expect(limitsFromForm({ ...form, dailyCommuteMinutes: { on: true, value: '' } }).refusal).toBe(
      'Commute a day must be from 5 to 600 minutes, in whole minutes.',
    );
  });

  it('does not judge a value that is switched off', () => {
    expect(
      limitsFromForm({ ...limitsForm(NO_LIMITS), weeklyWorkHours: { on: false, value: 'abc' } }).refusal,
    ).toBeNull();
  });
});
