import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { authKeys } from './auth/auth-keys';
import { createQueryClient } from './query-client';

const signedOut = () => Promise.reject(new ApiError(401, '{"statusCode":401,"message":"Please sign in."}'));

describe('createQueryClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a person whose session ended to sign in again', async () => {
    const redirectToLogin = vi.fn();
    const queryClient = createQueryClient({ redirectToLogin });
    queryClient.setQueryData(authKeys.user(), { id: 'user-1' });

    await queryClient.fetchQuery({ queryKey: ['timer', 'active'], queryFn: signedOut }).catch(() => {});
    await vi.runAllTimersAsync();

    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone once it knows nobody is signed in (an account just deleted)', async () => {
    const redirectToLogin = vi.fn();
    const queryClient = createQueryClient({ redirectToLogin });
    queryClient.setQueryData(authKeys.user(), null);

    await queryClient.fetchQuery({ queryKey: ['timer', 'active'], queryFn: signedOut }).catch(() => {});
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: signedOut })
      .execute(undefined)
      .catch(() => {});
    await vi.runAllTimersAsync();

    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});
