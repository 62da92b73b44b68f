import { describe, expect, it } from 'vitest';
import { elapsedSecondsSince } from './elapsed-seconds';

describe('elapsedSecondsSince', () => {
  const start = '2025-03-03T09:00:00.000Z';

  it('counts whole seconds since the session started', () => {
    expect(elapsedSecondsSince(start, Date.parse('2025-03-03T09:12:05.900Z'))).toBe(725);
  });

  it('shows zero when the server clock is slightly ahead of the browser', () => {
    expect(elapsedSecondsSince(start, Date.parse('2025-03-03T08:59:58.000Z'))).toBe(0);
  });

  it('shows zero for an unreadable start time', () => {
    expect(elapsedSecondsSince('not a date', Date.now())).toBe(0);
  });
});
