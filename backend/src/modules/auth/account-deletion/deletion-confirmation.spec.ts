import { DomainError } from '#src/shared/deciders/domain-error';
import { WORDS_CONFIRMING_DELETION, checkDeletionConfirmation } from './deletion-confirmation';

const refusal = (typed: string, email: string | null) => {
  try {
    checkDeletionConfirmation(typed, email);
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.code : error;
  }
};

describe('confirming an account deletion', () => {
  it.each([
    ['the email as shown', 'ana@example.com'],
    ['in another case', 'Ana@Example.COM'],
    ['with spaces around it', '  ana@example.com '],
  ])('accepts %s', (_, typed) => {
    expect(refusal(typed, 'ana@example.com')).toBeUndefined();
  });

  it.each([
    ['nothing', ''],
    ['another email', 'bob@example.com'],
    ['a part of it', 'ana@example'],
    ['the words meant for accounts without an email', WORDS_CONFIRMING_DELETION],
  ])('refuses %s', (_, typed) => {
    expect(refusal(typed, 'ana@example.com')).toBe('ACCOUNT.CONFIRMATION_MISMATCH');
  });

  it('asks an account without an email for the words instead, and says which', () => {
    expect(refusal('Delete my account', null)).toBeUndefined();
    expect(() => checkDeletionConfirmation('yes', null)).toThrow(`type "${WORDS_CONFIRMING_DELETION}"`);
  });

  it('treats a blank email as none: nothing typed never confirms', () => {
    expect(refusal('', '')).toBe('ACCOUNT.CONFIRMATION_MISMATCH');
    expect(refusal('  ', ' ')).toBe('ACCOUNT.CONFIRMATION_MISMATCH');
    expect(refusal(WORDS_CONFIRMING_DELETION, '')).toBeUndefined();
  });
});
