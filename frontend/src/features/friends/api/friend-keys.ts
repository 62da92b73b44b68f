// Query keys for friends: the list, the requests addressed to me, those I sent and the
// leaderboard all sit under `all`, so one invalidation refreshes them together.

export const friendKeys = {
  all: ['friends'] as const,
  list: () => [...friendKeys.all, 'list'] as const,
  requests: () => [...friendKeys.all, 'requests'] as const,
  sent: () => [...friendKeys.all, 'sent'] as const,
  leaderboard: () => [...friendKeys.all, 'leaderboard'] as const,
};
