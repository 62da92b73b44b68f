// What every change to saved sessions refreshes: every query built from sessions (this list, the
// analytics, the balance, achievements, the leaderboard; lib/query-dependencies.ts).
import { type QueryClient } from '@tanstack/react-query';
import { invalidateDependents } from '@/lib/query-dependencies';

export function refreshAfterSessionChange(queryClient: QueryClient): void {
  void invalidateDependents(queryClient, 'sessions');
}
