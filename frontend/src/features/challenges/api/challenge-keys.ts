// Query keys for balance challenges, so accepting a friend or sending a
// challenge can refresh them by prefix.

export const challengeKeys = {
  all: ['challenges'] as const,
  list: () => [...challengeKeys.all, 'list'] as const,
};
