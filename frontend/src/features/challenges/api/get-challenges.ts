// GET /api/challenges: the balance challenges I made or received, newest week first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
import { SOCIAL_TAB_REFRESH_MS } from '@/lib/social-tab-refresh';
import { challengeKeys } from './challenge-keys';

function getChallenges() {
  return apiRequest<ApiAnswer<'get', '/api/challenges'>>('/api/challenges');
}

const challengesQueryOptions = () =>
  queryOptions({
    queryKey: challengeKeys.list(),
    queryFn: getChallenges,
    // Challenges are between friends, so a new friendship reads the list again; outcomes are settled
    // (again) in the background, which the one-second poll's facts version says (lib/facts-version.ts);
    // a running challenge's standing holds my own share so far, which a saved session changes.
    meta: { dependsOn: ['friendships', 'derived-facts', 'sessions'] },
  });

/**
 * `whileOpen`: read again every SOCIAL_TAB_REFRESH_MS, for the Challenges tab while it shows: a
 * friend's share moves with their sessions, which nothing in my own history announces.
 */
export function useChallenges({ whileOpen = false }: { whileOpen?: boolean } = {}) {
  return useQuery({ ...challengesQueryOptions(), refetchInterval: whileOpen ? SOCIAL_TAB_REFRESH_MS : false });
}
