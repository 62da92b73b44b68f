import { describe, expect, it } from 'vitest';
import { fullName } from './person';

describe('fullName', () => {
  it('shows the first and the last name', () => {
    expect(fullName({ firstName: 'Sam', lastName: 'Lee' })).toBe('Sam Lee');
  });

  it('shows the first name alone when no last name is known', () => {
    expect(fullName({ firstName: 'Sam', lastName: null })).toBe('Sam');
  });

  it('shows the last name alone when no first name is known', () => {
    expect(fullName({ firstName: '  ', lastName: 'Lee' })).toBe('Lee');
  });

  it('calls someone without any name "Friend"', () => {
    expect(fullName({ firstName: null, lastName: null })).toBe('Friend');
  });
});
