import { describe, expect, it } from 'vitest';
import { confirmationWanted, isConfirmed, PHRASE_WITHOUT_EMAIL } from './confirmation';

describe('confirmationWanted', () => {
  it('asks a person for their own email', () => {
    expect(confirmationWanted('ada@example.com')).toBe('ada@example.com');
  });

  it('asks for "delete my account" when Pause has no email for them', () => {
    expect(confirmationWanted(null)).toBe(PHRASE_WITHOUT_EMAIL);
    expect(confirmationWanted('   ')).toBe('delete my account');
  });
});

describe('isConfirmed', () => {
  it('accepts the email as typed, with spaces around it or in other capitals', () => {
    expect(isConfirmed('ada@example.com', 'ada@example.com')).toBe(true);
    expect(isConfirmed('  Ada@Example.COM ', 'ada@example.com')).toBe(true);
    expect(isConfirmed('Delete My Account', PHRASE_WITHOUT_EMAIL)).toBe(true);
  });

  it('refuses anything else, half of it or nothing at all', () => {
    expect(isConfirmed('ada@example.co', 'ada@example.com')).toBe(false);
    expect(isConfirmed('ada @example.com', 'ada@example.com')).toBe(false);
    expect(isConfirmed('', 'ada@example.com')).toBe(false);
    expect(isConfirmed('delete', PHRASE_WITHOUT_EMAIL)).toBe(false);
  });
});
