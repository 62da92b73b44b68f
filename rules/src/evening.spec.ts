import { describe, expect, it } from 'vitest';
import { EVENING_STARTS_AT_HOUR, isEvening } from './evening';

describe('the evening', () => {
  it('begins at 18:00', () => {
    expect(EVENING_STARTS_AT_HOUR).toBe(18);
    expect(isEvening(17)).toBe(false);
    expect(isEvening(18)).toBe(true);
  });

  it('lasts until midnight', () => {
    expect(isEvening(23)).toBe(true);
    expect(isEvening(0)).toBe(false);
  });
});
