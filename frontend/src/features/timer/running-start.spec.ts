import { describe, expect, it } from 'vitest';
import { localInputValue } from './local-moment-input';
import { startPickerRange, startProblem } from './running-start';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date(2026, 11, 1, 9, 5, 30).getTime();

describe("the running timer's start, as the Edit start dialog offers it", () => {
  it('may be picked from the limit ago up to now, in whole minutes inside those bounds', () => {
    expect(startPickerRange(now, 2)).toEqual({ min: '2026-12-01T07:06', max: '2026-12-01T09:05' });
    expect(localInputValue(now - 20 * MINUTE)).toBe('2026-12-01T08:45');
  });

  it('may be moved back 20 minutes, or later while still past', () => {
    expect(startProblem(now - 20 * MINUTE, now, 10)).toBeNull();
    expect(startProblem(now - MINUTE, now, 10)).toBeNull();
  });

  it('says what to fix for a start in the future, beyond the limit, or not chosen', () => {
    expect(startProblem(now + MINUTE, now, 10)).toBe('The start cannot be in the future. Choose a moment up to now.');
    expect(startProblem(now - 2 * HOUR - 1, now, 2)).toMatch(
      /^A running timer can start at most 2 hours ago, your "Still working\?" limit\./,
    );
    expect(startProblem(now - 2 * HOUR - 1, now, 1)).toMatch(/at most 1 hour ago/);
    expect(startProblem(Number.NaN, now, 10)).toBe('Choose when the session started.');
  });
});
