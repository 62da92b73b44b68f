// Cross-feature cache invalidation without one feature knowing another's query keys. A query
// built from data another feature changes says so in its meta (`meta: { dependsOn: ['sessions'] }`);
// the mutation that changes that data calls invalidateDependents, which finds those queries by
// predicate. A feature's own queries are still refreshed through its own key factory.
import type { QueryClient } from '@tanstack/react-query';

/** Data one feature changes and other features' queries are built from. */
export type SharedData =
  /** Timer sessions: stopping the timer saves one (analytics, achievements, the leaderboard). */
  | 'sessions'
  /** Friendships: answering or crossing a friend request makes one (challenges). */
  | 'friendships'
  /**
   * What the server derives in the background from a person's history (badges, challenge outcomes):
   * it changes after their sessions do, a moment later, or when a day ends. The one-second poll says
   * when (lib/facts-version.ts).
   */
  | 'derived-facts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { dependsOn?: readonly SharedData[] };
  }
}

/** Refreshes every query built from `data`: those on screen refetch at once, the others when next shown. */
export function invalidateDependents(queryClient: QueryClient, data: SharedData): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.dependsOn?.includes(data) ?? false });
}
