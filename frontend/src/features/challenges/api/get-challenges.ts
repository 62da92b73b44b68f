// GET /api/challenges: the balance challenges I made or received, newest week first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
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

export function useChallenges() {
  return useQuery(challengesQueryOptions());
}
