// GET /api/friends/leaderboard: this week's life share of me and my friends, ranked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
import { friendKeys } from './friend-keys';

function getLeaderboard() {
  return apiRequest<ApiAnswer<'get', '/api/friends/leaderboard'>>('/api/friends/leaderboard');
}

const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.leaderboard(),
    queryFn: getLeaderboard,
    // Stopping the timer saves a session, which changes this answer.
    meta: { dependsOn: ['sessions'] },
  });

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
