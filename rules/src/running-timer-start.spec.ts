import { describe, expect, it } from 'vitest';
import { runningStartBounds, runningStartRefusal } from './running-timer-start';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const nowMs = Date.parse('2026-11-23T12:00:00.000Z');
const context = (previousSessionEndMs: number | null, limitHours = 10) => ({ nowMs, limitHours, previousSessionEndMs });

describe('the start of a running timer', () => {
  it('may be any moment from the end of the previous session up to now', () => {
    const previousEnd = nowMs - 2 * HOUR;
    expect(runningStartBounds(context(previousEnd))).toEqual({
      earliestMs: previousEnd,
      latestMs: nowMs,
      earliestBecause: 'previous-session',
    });
    for (const startMs of [previousEnd, nowMs - 20 * MINUTE, nowMs]) {
      expect(runningStartRefusal(startMs, context(previousEnd))).toBeNull();
    }
  });

  it('is never in the future', () => {
    expect(runningStartRefusal(nowMs + 1, context(null))).toBe('in-the-future');
  });

  it('never overlaps the previous saved session', () => {
    const previousEnd = nowMs - 2 * HOUR;
    expect(runningStartRefusal(previousEnd - 1, context(previousEnd))).toBe('before-previous-session');
  });

  it("lies no further back than the person's forgotten-timer limit", () => {
    expect(runningStartBounds(context(null, 3))).toEqual({
      earliestMs: nowMs - 3 * HOUR,
      latestMs: nowMs,
      earliestBecause: 'limit',
    });
    expect(runningStartRefusal(nowMs - 3 * HOUR, context(null, 3))).toBeNull();
    expect(runningStartRefusal(nowMs - 3 * HOUR - 1, context(null, 3))).toBe('beyond-limit');
  });

  it('is refused for the later bound when it falls before both', () => {
    const longAgo = nowMs - 30 * HOUR;
    expect(runningStartRefusal(longAgo, context(nowMs - 20 * HOUR))).toBe('beyond-limit');
    expect(runningStartRefusal(longAgo, context(nowMs - 1 * HOUR))).toBe('before-previous-session');
  });
});
