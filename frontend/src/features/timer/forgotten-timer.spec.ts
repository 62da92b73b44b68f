import { describe, expect, it } from 'vitest';
import { hasRunPastLongestSession, isStillWorkingDue, suggestedEndMs } from './forgotten-timer';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-23T08:00:00.000Z');
const timer = { startTime: new Date(start).toISOString(), confirmedAt: null };

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

  it('has run too long for a plain stop after 24 hours', () => {
    expect(hasRunPastLongestSession(timer, start + 24 * HOUR)).toBe(false);
    expect(hasRunPastLongestSession(timer, start + 24 * HOUR + 1)).toBe(true);
  });

  describe('the end it offers', () => {
    const now = start + 30 * HOUR;

    it('is when the person last used Pause while it ran', () => {
      expect(suggestedEndMs(timer, start + 9 * HOUR, 10, now)).toBe(start + 9 * HOUR);
    });

    it('is the moment the limit was reached when Pause was not used since the start', () => {
      expect(suggestedEndMs(timer, null, 10, now)).toBe(start + 10 * HOUR);
      expect(suggestedEndMs(timer, start - HOUR, 10, now)).toBe(start + 10 * HOUR);
    });

    it('is never more than 24 hours after the start, nor later than now', () => {
      expect(suggestedEndMs(timer, start + 26 * HOUR, 10, now)).toBe(start + 24 * HOUR);
      expect(suggestedEndMs(timer, null, 12, start + 11 * HOUR)).toBe(start + 11 * HOUR);
    });
  });
});
