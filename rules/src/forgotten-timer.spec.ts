import { describe, expect, it } from 'vitest';
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS, isForgottenTimerLimit, isStillWorkingDue } from './forgotten-timer';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-23T08:00:00.000Z');
const timer = { startTime: new Date(start).toISOString(), confirmedAt: null };

describe('the forgotten-timer limit', () => {
  it('is 10 hours until the person chooses another', () => {
    expect(DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS).toBe(10);
  });

  it('is a whole number of hours from 1 to 24', () => {
    expect(isForgottenTimerLimit(1)).toBe(true);
    expect(isForgottenTimerLimit(24)).toBe(true);
    expect(isForgottenTimerLimit(0)).toBe(false);
    expect(isForgottenTimerLimit(25)).toBe(false);
    expect(isForgottenTimerLimit(1.5)).toBe(false);
  });
});

describe('a forgotten timer', () => {
  it('is due for the question once it has run the limit', () => {
    expect(isStillWorkingDue(timer, 10, start + 10 * HOUR - 1)).toBe(false);
    expect(isStillWorkingDue(timer, 10, start + 10 * HOUR)).toBe(true);
  });

  it('waits a full limit again after the person kept it running', () => {
    const kept = { ...timer, confirmedAt: new Date(start + 11 * HOUR).toISOString() };
    expect(isStillWorkingDue(kept, 10, start + 20 * HOUR)).toBe(false);
    expect(isStillWorkingDue(kept, 10, start + 21 * HOUR)).toBe(true);
  });
});
