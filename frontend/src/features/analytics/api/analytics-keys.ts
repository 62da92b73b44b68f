// Query keys for every analytics read; later widgets add their own entries
// under `all` so one invalidation refreshes them together.

export const analyticsKeys = {
  all: ['analytics'] as const,
};
