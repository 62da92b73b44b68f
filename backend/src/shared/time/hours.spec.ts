// Hours as the API answers them.
import { hoursFromMs } from './hours';

describe('hours from milliseconds', () => {
  it('gives hours to four decimals, so a session of seconds still counts', () => {
    expect(hoursFromMs(5_400_000)).toBe(1.5);
    expect(hoursFromMs(14_000)).toBe(0.0039);
    expect(hoursFromMs(1_000)).toBe(0.0003);
    expect(hoursFromMs(100)).toBe(0);
    expect(hoursFromMs(3_600_000 / 3)).toBe(0.3333);
  });
});
