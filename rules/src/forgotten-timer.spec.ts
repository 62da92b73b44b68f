import { describe, expect, it } from 'vitest';
import { DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS, FORGOTTEN_TIMER_LIMIT_HOURS, isStillWorkingDue } from './forgotten-timer';
import { LONGEST_SESSION_HOURS } from './longest-session';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-23T08:00:00.000Z');
const timer = { startTime: new Date(start).toISOString(), confirmedAt: null };

describe('the forgotten-timer limit', () => {
  it('is 10 hours until the person chooses another', () => {
    expect(DEFAULT_FORGOTTEN_TIMER_LIMIT_HOURS).toBe(10);
  });

  it('may be chosen from 1 to 24 hours, the longest a session may last', () => {
    expect(FORGOTTEN_TIMER_LIMIT_HOURS).toEqual({ fewest: 1, most: 24 });
    expect(FORGOTTEN_TIMER_LIMIT_HOURS.most).toBe(LONGEST_SESSION_HOURS);
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
