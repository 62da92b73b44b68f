import { describe, expect, it } from 'vitest';
import { avatarInitial, firstNameOrFriend } from './display-name';

describe('firstNameOrFriend', () => {
  it('greets people by their first name', () => {
    expect(firstNameOrFriend({ firstName: 'Ada' })).toBe('Ada');
  });

  it('calls people "Friend" when no first name is known', () => {
    expect(firstNameOrFriend({ firstName: null })).toBe('Friend');
    expect(firstNameOrFriend({ firstName: '   ' })).toBe('Friend');
    expect(firstNameOrFriend(null)).toBe('Friend');
  });
});

describe('avatarInitial', () => {
  it('uses the first letter of the first name, capitalised', () => {
    expect(avatarInitial({ firstName: 'ada' })).toBe('A');
  });

  it('takes a whole emoji, not half of it', () => {
    expect(avatarInitial({ firstName: '🌸Ana' })).toBe('🌸');
    expect(avatarInitial({ firstName: '👩🏽‍💻 Dev' })).toBe('👩🏽‍💻');
  });

  it('keeps a letter with its combining accent', () => {
    expect(avatarInitial({ firstName: 'e\u0301mile' })).toBe('E\u0301');
  });

  it('falls back to the first letter of "Friend"', () => {
    expect(avatarInitial({ firstName: null })).toBe('F');
  });
});
