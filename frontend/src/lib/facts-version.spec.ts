import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { noteFactsVersion } from './facts-version';

const badgesStale = (queryClient: QueryClient) => queryClient.getQueryState(['badges'])?.isInvalidated;

async function pageWithBadges(): Promise<QueryClient> {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ queryKey: ['badges'], queryFn: () => [], meta: { dependsOn: ['derived-facts'] } });
  return queryClient;
}

describe('the facts version the poll answers', () => {
  it('refreshes badges and outcomes when it moves', async () => {
    const queryClient = await pageWithBadges();
    noteFactsVersion(queryClient, '4');
    expect(badgesStale(queryClient)).toBe(false);
    noteFactsVersion(queryClient, '5');
    expect(badgesStale(queryClient)).toBe(true);
  });

  it('refreshes nothing while it stays, nor on the first answer a page gets, nor without the header', async () => {
    const queryClient = await pageWithBadges();
    noteFactsVersion(queryClient, '7');
    noteFactsVersion(queryClient, '7');
    noteFactsVersion(queryClient, null);
    noteFactsVersion(queryClient, '7');
    expect(badgesStale(queryClient)).toBe(false);
  });
});
