// Query keys for balance challenges, so sending a challenge refreshes them by prefix. A new
// friendship refreshes them through their meta (`dependsOn: ['friendships']`).

export const challengeKeys = {
  all: ['challenges'] as const,
  list: () => [...challengeKeys.all, 'list'] as const,
};
