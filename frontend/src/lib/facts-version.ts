// The facts version the one-second poll answers (header Pause-Facts-Version): it moves whenever the
// server changes a badge or a challenge outcome of the person, so every query built from those
// (`dependsOn: ['derived-facts']`) is refreshed the moment it moves, and never polled on its own.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateDependents } from './query-dependencies';

export const FACTS_VERSION_HEADER = 'Pause-Facts-Version';

const lastSeen = new WeakMap<QueryClient, string>();

/** Notes the version a poll answered; refreshes the derived facts when it moved since the last one. */
export function noteFactsVersion(queryClient: QueryClient, version: string | null): void {
  if (version === null) return;
  const before = lastSeen.get(queryClient);
  lastSeen.set(queryClient, version);
  if (before !== undefined && before !== version) void invalidateDependents(queryClient, 'derived-facts');
}
