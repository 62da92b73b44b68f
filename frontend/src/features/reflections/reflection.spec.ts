import { describe, expect, it } from 'vitest';
import { isBlankReflection, recordedOnLabel } from './reflection';

describe('isBlankReflection', () => {
  it('treats nothing at all as empty', () => {
    expect(isBlankReflection('')).toBe(true);
  });

  it('treats spaces, tabs and line breaks alone as empty', () => {
    expect(isBlankReflection('  \n\t \n ')).toBe(true);
  });

  it('accepts a single word surrounded by space', () => {
    expect(isBlankReflection('  Sunshine \n')).toBe(false);
  });
});

describe('recordedOnLabel', () => {
  it('dates the reflection by the local day it was saved', () => {
    const createdAt = new Date(2026, 10, 21, 20, 15).toISOString();

    expect(recordedOnLabel(createdAt)).toBe('Recorded on November 21, 2026');
  });

  it('says nothing when the date cannot be read', () => {
    expect(recordedOnLabel('not a date')).toBeNull();
  });
});
