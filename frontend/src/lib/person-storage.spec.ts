import { afterEach, describe, expect, it } from 'vitest';
import { forgetPersonOnThisDevice, personStorageKey, readForPerson, writeForPerson } from './person-storage';

describe('what the device keeps for each person', () => {
  afterEach(() => localStorage.clear());

  it('keeps each person apart on one browser', () => {
    writeForPerson('ada', 'commute-choices', '["a"]');
    writeForPerson('sam', 'commute-choices', '["s"]');
    expect(readForPerson('ada', 'commute-choices')).toBe('["a"]');
    expect(readForPerson('sam', 'commute-choices')).toBe('["s"]');
    expect(localStorage.getItem(personStorageKey('ada', 'commute-choices'))).toBe('["a"]');
  });

  it('forgets everything of one person, and only theirs, once they ask', () => {
    writeForPerson('ada', 'commute-choices', '["a"]');
    writeForPerson('ada', 'other', 'x');
    writeForPerson('sam', 'commute-choices', '["s"]');
    localStorage.setItem('pause.lastUsedAt', '1');
    forgetPersonOnThisDevice('ada');
    expect(readForPerson('ada', 'commute-choices')).toBeNull();
    expect(readForPerson('ada', 'other')).toBeNull();
    expect(readForPerson('sam', 'commute-choices')).toBe('["s"]');
    expect(localStorage.getItem('pause.lastUsedAt')).toBe('1');
  });

  it('remembers nothing, without failing, when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeForPerson('ada', 'commute-choices', '[]', refusing)).not.toThrow();
    expect(readForPerson('ada', 'commute-choices', refusing)).toBeNull();
  });
});
