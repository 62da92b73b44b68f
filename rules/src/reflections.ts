// What a weekly reflection may hold (spec §5): something besides blank space, and not too much of it.

/** The longest reflection, in characters: the server refuses a longer one, and the form takes no more. */
export const LONGEST_REFLECTION = 2000;

/** Empty, or only spaces and line breaks: nothing worth saving. */
export function isBlankReflection(text: string): boolean {
  return text.trim() === '';
}
