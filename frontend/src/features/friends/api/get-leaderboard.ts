// GET /api/friends/leaderboard: this week's life share of me and my friends, ranked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LeaderboardEntry } from '../leaderboard';
import { friendKeys } from './friend-keys';

type Leaderboard = {
  /** The Monday of the week ranked, YYYY-MM-DD. */
  weekStart: string;
  /** Ranked first by rank, then those without sessions; always includes me. */
  entries: LeaderboardEntry[];
};

function getLeaderboard(): Promise<Leaderboard> {
  return apiRequest<Leaderboard>('/api/friends/leaderboard');
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
