// What a person types to confirm deleting their account: their email, or "delete my account" when
// Pause has no email for them. Compared the way people type: spaces around it and capitals don't count.

export const PHRASE_WITHOUT_EMAIL = 'delete my account';

const comparable = (text: string) => text.trim().toLowerCase();

/** The text to type: the person's email, or the phrase when they have none. */
export function confirmationWanted(email: string | null): string {
  return email?.trim() || PHRASE_WITHOUT_EMAIL;
}

/** Whether what was typed confirms: the wanted text, trimmed, in any case. */
export function isConfirmed(typed: string, wanted: string): boolean {
  return comparable(wanted) !== '' && comparable(typed) === comparable(wanted);
}
