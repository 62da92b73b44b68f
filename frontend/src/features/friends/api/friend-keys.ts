// Query keys for friends: the list, the requests addressed to me, those I sent and the
// leaderboard all sit under `all`, so one invalidation refreshes them together.

/**
 * While the Friends tab is open, its lists are read again this often, so a request sent to me, or an
 * answer to mine, shows without a reload (docs/decisions.md: a departure from the spec's no polling).
 */
export const FRIENDS_TAB_REFRESH_MS = 15_000;

export const friendKeys = {
  all: ['friends'] as const,
  list: () => [...friendKeys.all, 'list'] as const,
  requests: () => [...friendKeys.all, 'requests'] as const,
  sent: () => [...friendKeys.all, 'sent'] as const,
  leaderboard: () => [...friendKeys.all, 'leaderboard'] as const,
};
