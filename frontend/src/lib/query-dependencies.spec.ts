import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateDependents } from './query-dependencies';

const isInvalidated = (queryClient: QueryClient, key: string) => queryClient.getQueryState([key])?.isInvalidated;

describe('invalidateDependents', () => {
  it('marks stale every query built from the data that changed, and no other', async () => {
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery({ queryKey: ['week'], queryFn: () => 1, meta: { dependsOn: ['sessions'] } });
    await queryClient.prefetchQuery({
      queryKey: ['ranking'],
      queryFn: () => 2,
      meta: { dependsOn: ['friendships', 'sessions'] },
    });
    await queryClient.prefetchQuery({ queryKey: ['duels'], queryFn: () => 3, meta: { dependsOn: ['friendships'] } });
    await queryClient.prefetchQuery({ queryKey: ['plain'], queryFn: () => 4 });

    await invalidateDependents(queryClient, 'sessions');

    expect(isInvalidated(queryClient, 'week')).toBe(true);
    expect(isInvalidated(queryClient, 'ranking')).toBe(true);
    expect(isInvalidated(queryClient, 'duels')).toBe(false);
    expect(isInvalidated(queryClient, 'plain')).toBe(false);
  });

  it('refetches at once a dependent query that is on screen', async () => {
    const queryClient = new QueryClient();
    const read = vi.fn(async () => 'fresh');
    const observer = new QueryObserver(queryClient, {
      queryKey: ['week'],
      queryFn: read,
      meta: { dependsOn: ['sessions'] },
    });
    const stopObserving = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(read).toHaveBeenCalledTimes(1);

    await invalidateDependents(queryClient, 'sessions');

    expect(read).toHaveBeenCalledTimes(2);
    stopObserving();
  });
});
