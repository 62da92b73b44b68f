import { describe, expect, it } from 'vitest';
import { exceedsLongestSession } from './longest-session';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-23T08:00:00.000Z');

describe('a session', () => {
  it('may last a whole day, 24 hours', () => {
    expect(exceedsLongestSession(start, start + 24 * HOUR)).toBe(false);
  });

  it('may not last a millisecond longer', () => {
    expect(exceedsLongestSession(start, start + 24 * HOUR + 1)).toBe(true);
  });
});
