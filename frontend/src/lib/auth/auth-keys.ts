// Query keys for the signed-in person, so nothing spells them twice.

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};
