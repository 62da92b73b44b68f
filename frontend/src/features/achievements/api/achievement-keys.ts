// Query keys for achievements, so a saved session can refresh them by prefix.

export const achievementKeys = {
  all: ['achievements'] as const,
  list: () => [...achievementKeys.all, 'list'] as const,
};
