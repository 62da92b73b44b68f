import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnauthorizedHandler } from './unauthorized';

describe('createUnauthorizedHandler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the person at once and sends them to sign in after 500 ms', () => {
    const notify = vi.fn();
    const redirect = vi.fn();
    const handle = createUnauthorizedHandler({ notify, redirect });

    handle();
    expect(notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('speaks only once when several calls fail together', () => {
    const notify = vi.fn();
    const redirect = vi.fn();
    const handle = createUnauthorizedHandler({ notify, redirect });

    handle();
    handle();
    handle();
    vi.advanceTimersByTime(2000);

    expect(notify).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
