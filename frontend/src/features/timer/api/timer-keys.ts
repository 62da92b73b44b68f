// Query keys for the timer, so invalidation can target the whole feature.

export const timerKeys = {
  all: ['timer'] as const,
  active: () => [...timerKeys.all, 'active'] as const,
};
