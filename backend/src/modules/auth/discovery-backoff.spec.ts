import { discoveryRetryDelayMs } from './discovery-backoff';

describe('asking an unreachable provider again', () => {
  it('waits one second after the first failure, then twice as long each time', () => {
    expect([1, 2, 3, 4, 5].map(discoveryRetryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits more than a minute', () => {
    expect(discoveryRetryDelayMs(7)).toBe(60_000);
    expect(discoveryRetryDelayMs(1_000)).toBe(60_000);
  });
});
