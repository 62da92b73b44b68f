// What a person types to confirm deleting their account: their email as the account shows it, or,
// for an account without one, the words below. Spaces around it and letter case do not matter.
import { DomainError } from '#src/shared/deciders/domain-error';

export const WORDS_CONFIRMING_DELETION = 'delete my account';

/** Throws ACCOUNT.CONFIRMATION_MISMATCH unless `typed` confirms the deletion of an account with `email`. */
export function checkDeletionConfirmation(typed: string, email: string | null): void {
  // A blank email is no email: nothing typed must never confirm.
  const hasEmail = email !== null && email.trim() !== '';
  const expected = hasEmail ? email : WORDS_CONFIRMING_DELETION;
  if (typed.trim().toLowerCase() === expected.trim().toLowerCase()) return;
  throw new DomainError(
    'ACCOUNT.CONFIRMATION_MISMATCH',
    'invalid',
    !hasEmail
      ? `To delete your account, type "${WORDS_CONFIRMING_DELETION}".`
      : 'To delete your account, type your email address exactly as it is shown.',
  );
}
