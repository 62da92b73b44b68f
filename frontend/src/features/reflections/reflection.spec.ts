import { describe, expect, it } from 'vitest';
import { recordedOnLabel } from './reflection';

// When a reflection counts as empty is rules/src/reflections.spec.ts's to test.
describe('recordedOnLabel', () => {
  it('dates the reflection by the local day it was saved', () => {
    const createdAt = new Date(2026, 10, 21, 20, 15).toISOString();

    expect(recordedOnLabel(createdAt)).toBe('Recorded on Nov 21, 2026');
  });

  it('says nothing when the date cannot be read', () => {
    expect(recordedOnLabel('not a date')).toBeNull();
  });
});
