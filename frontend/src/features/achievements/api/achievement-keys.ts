// Query keys for achievements. A saved session refreshes them through their meta
// (`dependsOn: ['sessions']`, lib/query-dependencies.ts).

export const achievementKeys = {
  all: ['achievements'] as const,
  list: () => [...achievementKeys.all, 'list'] as const,
};
