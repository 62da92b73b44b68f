import { describe, expect, it, vi } from 'vitest';
import { LAST_USE_THROTTLE_MS, lastUseRecorder, readLastUse, writeLastUse } from './last-use';

describe('when the person last used Pause on this device', () => {
  it('is kept in this browser and read back', () => {
    writeLastUse(1_764_000_000_000);
    expect(readLastUse()).toBe(1_764_000_000_000);
  });

  it('reads as unknown when nothing, or nothing sensible, is stored', () => {
    expect(readLastUse({ getItem: () => null })).toBeNull();
    expect(readLastUse({ getItem: () => 'yesterday' })).toBeNull();
    expect(
      readLastUse({
        getItem: () => {
          throw new Error('storage refused');
        },
      }),
    ).toBeNull();
  });

  it('is written at most once a minute while the person clicks and types, and at once when they leave', () => {
    const write = vi.fn();
    const record = lastUseRecorder(write);

    record(1000);
    record(1000 + LAST_USE_THROTTLE_MS - 1);
    record(1000 + LAST_USE_THROTTLE_MS);
    record(1000 + LAST_USE_THROTTLE_MS + 5, { force: true });

    expect(write.mock.calls.map(([ms]) => ms)).toEqual([
      1000,
      1000 + LAST_USE_THROTTLE_MS,
      1000 + LAST_USE_THROTTLE_MS + 5,
    ]);
  });
});
