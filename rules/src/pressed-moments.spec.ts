import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_TOLERANCE_SECONDS, pressedStart, pressedStop } from './pressed-moments';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOLERANCE = CLOCK_SKEW_TOLERANCE_SECONDS * 1000;
const nowMs = Date.parse('2026-11-30T12:00:00.000Z');
const context = (previousSessionEndMs: number | null, limitHours = 10) => ({ nowMs, limitHours, previousSessionEndMs });

describe('a Start pressed while offline', () => {
  it('starts the timer when it was pressed', () => {
    expect(pressedStart(nowMs - 40 * MINUTE, context(nowMs - 2 * HOUR))).toEqual({ startMs: nowMs - 40 * MINUTE });
  });

  it('starts now when the device clock ran a little ahead of the server', () => {
    expect(pressedStart(nowMs + TOLERANCE, context(null))).toEqual({ startMs: nowMs });
  });

  it('is refused when pressed further in the future than a clock may be out', () => {
    expect(pressedStart(nowMs + TOLERANCE + 1, context(null))).toEqual({ refusal: 'in-the-future' });
  });

  it('starts when the previous session ended when the device clock ran a little behind', () => {
    const previousEnd = nowMs - HOUR;
    expect(pressedStart(previousEnd - TOLERANCE, context(previousEnd))).toEqual({ startMs: previousEnd });
  });

  it('is refused when pressed well before the previous session ended', () => {
    const previousEnd = nowMs - HOUR;
    expect(pressedStart(previousEnd - TOLERANCE - 1, context(previousEnd))).toEqual({
      refusal: 'before-previous-session',
    });
  });

  it("is refused, with no tolerance, when pressed further back than the person's forgotten-timer limit", () => {
    expect(pressedStart(nowMs - 3 * HOUR, context(null, 3))).toEqual({ startMs: nowMs - 3 * HOUR });
    expect(pressedStart(nowMs - 3 * HOUR - 1, context(null, 3))).toEqual({ refusal: 'beyond-limit' });
  });
});

describe('a Stop pressed while offline', () => {
  const startMs = nowMs - 2 * HOUR;

  it('ends the timer when it was pressed', () => {
    expect(pressedStop(nowMs - 30 * MINUTE, { startMs, nowMs })).toEqual({ stopMs: nowMs - 30 * MINUTE });
    expect(pressedStop(nowMs, { startMs, nowMs })).toEqual({ stopMs: nowMs });
  });

  it('ends the timer now when the device clock ran a little ahead of the server', () => {
    expect(pressedStop(nowMs + TOLERANCE, { startMs, nowMs })).toEqual({ stopMs: nowMs });
  });

  it('is refused when pressed further in the future than a clock may be out', () => {
    expect(pressedStop(nowMs + TOLERANCE + 1, { startMs, nowMs })).toEqual({ refusal: 'in-the-future' });
  });

  it('is refused when pressed at or before the start of the timer running', () => {
    expect(pressedStop(startMs, { startMs, nowMs })).toEqual({ refusal: 'not-after-start' });
    expect(pressedStop(startMs - 1, { startMs, nowMs })).toEqual({ refusal: 'not-after-start' });
  });
});
