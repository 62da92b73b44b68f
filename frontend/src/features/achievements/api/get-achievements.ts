// GET /api/achievements: every achievement the person's history earns now, with the day that earns it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AchievementType } from '../achievements';
import { achievementKeys } from './achievement-keys';

type Achievement = {
  achievementType: AchievementType;
  /** When the award was made (ISO timestamp). */
  unlockedAt: string;
  /** The local day, or the Monday of the week, that earned it (YYYY-MM-DD). */
  earnedFor?: string | null;
};

function getAchievements(): Promise<Achievement[]> {
  return apiRequest<Achievement[]>('/api/achievements');
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
