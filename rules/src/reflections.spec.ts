import { describe, expect, it } from 'vitest';
import { LONGEST_REFLECTION, isBlankReflection } from './reflections';

describe('a reflection', () => {
  it('is blank when it holds nothing at all', () => {
    expect(isBlankReflection('')).toBe(true);
  });

  it('is blank when it holds only spaces, tabs and line breaks', () => {
    expect(isBlankReflection('  \n\t \n ')).toBe(true);
  });

  it('is not blank with a single word surrounded by space', () => {
    expect(isBlankReflection('  Sunshine \n')).toBe(false);
  });

  it('holds at most 2,000 characters', () => {
    expect(LONGEST_REFLECTION).toBe(2000);
  });
});
