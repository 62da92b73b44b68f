import { describe, expect, it } from 'vitest';
import { suggestedEndMs } from './suggested-end';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-23T08:00:00.000Z');
const timer = { startTime: new Date(start).toISOString(), confirmedAt: null };

// When the question is due is rules/src/forgotten-timer.spec.ts's to test; when a timer has run too long for
// a plain stop, rules/src/longest-session.spec.ts's.
describe('a forgotten timer', () => {
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
