// How the dashboard addresses the signed-in person.

type Named = { firstName: string | null };

export function firstNameOrFriend(user: Named | null | undefined): string {
  const name = user?.firstName?.trim();
  return name ? name : 'Friend';
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character as a reader sees it (an emoji, a letter with its accents), capitalised. */
export function avatarInitial(user: Named | null | undefined): string {
  const [first] = graphemes.segment(firstNameOrFriend(user));
  return first.segment.toLocaleUpperCase();
}
