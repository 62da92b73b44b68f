// Query keys for the timer, so invalidation can target the whole feature.

export const timerKeys = {
  all: ['timer'] as const,
  active: () => [...timerKeys.all, 'active'] as const,
  /** The person's presses kept on this device until the server has them (features/timer/offline/). */
  presses: (personId: string) => [...timerKeys.all, 'presses', personId] as const,
};
