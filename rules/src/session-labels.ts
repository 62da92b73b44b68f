// What a session may say about itself beyond its type and times (issue 27): a description, a project
// and tags. Labels never change the balance: work and commute stay the only two kinds of time. The
// limits are written here once: the API validates with them, imports fit text to them, forms show them.

export const DESCRIPTION_MOST_CHARACTERS = 200;
export const PROJECT_MOST_CHARACTERS = 100;
export const TAG_MOST_CHARACTERS = 40;
export const MOST_TAGS = 10;

export interface SessionLabels {
  /** What the session was about, as the person wrote it; null when they said nothing. */
  readonly description: string | null;
  /** One of the person's own projects ("Client / Project" for an imported row with both); null for none. */
  readonly project: string | null;
  /** Each at most once, in the order given. */
  readonly tags: readonly string[];
}

export const NO_LABELS: SessionLabels = { description: null, project: null, tags: [] };

export function hasLabels(labels: SessionLabels | null | undefined): labels is SessionLabels {
  return !!labels && (labels.description !== null || labels.project !== null || labels.tags.length > 0);
}

export function sameLabels(a: SessionLabels, b: SessionLabels): boolean {
  return (
    a.description === b.description &&
    a.project === b.project &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index])
  );
}

/** Characters a label may not hold: controls (line breaks and tabs among them) and the direction overrides that make text read other than it is. */
export const FORBIDDEN_LABEL_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** The tags as kept: trimmed, blanks left out, each once (the first spelling wins, case ignored). */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map((each) => each.trim())) {
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/**
 * A label as an import keeps it: forbidden characters become spaces, runs of spaces one, and text over
 * the limit is cut with an ellipsis; blank is null. Files from other trackers have no such limits, and a
 * row is never refused for its labels.
 */
export function fittedLabel(text: string, mostCharacters: number): string | null {
  const cleaned = text.replace(new RegExp(FORBIDDEN_LABEL_CHARACTERS.source, 'gu'), ' ').replace(/\s+/g, ' ').trim();
  if (cleaned === '') return null;
  const characters = [...cleaned];
  return characters.length <= mostCharacters
    ? cleaned
    : `${characters
        .slice(0, mostCharacters - 1)
        .join('')
        .trimEnd()}…`;
}

/** The labels an imported row keeps: its description, "Client / Project", and its tags, fitted to the limits. */
export function importedLabels(row: {
  readonly description: string;
  readonly project: string;
  readonly client: string;
  readonly tags: readonly string[];
}): SessionLabels {
  const project = row.client && row.project ? `${row.client} / ${row.project}` : row.project || row.client;
  const tags = distinctTags(
    row.tags.map((tag) => fittedLabel(tag, TAG_MOST_CHARACTERS)).filter((tag): tag is string => tag !== null),
  ).slice(0, MOST_TAGS);
  return {
    description: fittedLabel(row.description, DESCRIPTION_MOST_CHARACTERS),
    project: fittedLabel(project, PROJECT_MOST_CHARACTERS),
    tags,
  };
}

/**
 * What is wrong with a description, project or tag a person sent, as the end of a sentence that begins
 * with the field's name; undefined when nothing is.
 */
export function labelTextProblem(value: unknown, mostCharacters: number): string | undefined {
  if (typeof value !== 'string') return 'must be text';
  if (value.trim() === '') return 'cannot be blank: leave it out, or send null to clear it';
  if (FORBIDDEN_LABEL_CHARACTERS.test(value)) return 'cannot hold line breaks, tabs or other control characters';
  if ([...value.trim()].length > mostCharacters) return `can be at most ${mostCharacters} characters long`;
  return undefined;
}
