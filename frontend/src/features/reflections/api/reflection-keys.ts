// Query keys for weekly reflections, one entry per week.

export const reflectionKeys = {
  all: ['reflections'] as const,
  week: (weekStart: string) => [...reflectionKeys.all, 'week', weekStart] as const,
};
