// GET /api/achievements: every achievement the person's history earns now, with the day that earns it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api/api-types';
import { achievementKeys } from './achievement-keys';

function getAchievements() {
  return apiRequest<ApiAnswer<'get', '/api/achievements'>>('/api/achievements');
}

const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: achievementKeys.list(),
    queryFn: getAchievements,
    // Badges are settled in the background after sessions change, and when a day ends with nobody
    // doing anything: the one-second poll's facts version says when (lib/facts-version.ts).
    meta: { dependsOn: ['sessions', 'derived-facts'] },
  });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
