// A session's labels (description, project, tags) as the forms hold them and as the API takes them:
// the form keeps text as typed, the API gets it trimmed, blanks as null, tags split at commas and each
// once. The limits and the sentences come from @pause/rules/session-labels, the same the server checks.
import {
  DESCRIPTION_MOST_CHARACTERS,
  MOST_TAGS,
  PROJECT_MOST_CHARACTERS,
  TAG_MOST_CHARACTERS,
  distinctTags,
  labelTextProblem,
  type SessionLabels,
} from '@pause/rules/session-labels';

export type { SessionLabels };

/** Labels as the API's request bodies take them. */
export type SentLabels = { description: string | null; project: string | null; tags: string[] };

/** The label fields of a form, as typed. */
export type LabelDraft = { description: string; project: string; tags: string };

export const EMPTY_DRAFT: LabelDraft = { description: '', project: '', tags: '' };

export function draftOf(answer: AnsweredLabels): LabelDraft {
  const labels = labelsIn(answer);
  return { description: labels.description ?? '', project: labels.project ?? '', tags: labels.tags.join(', ') };
}

/** The tags a draft names: split at commas, trimmed, each once. */
export function tagsOf(text: string): string[] {
  return distinctTags(text.split(','));
}

export function labelsOf(draft: LabelDraft): SentLabels {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return { description: text(draft.description), project: text(draft.project), tags: tagsOf(draft.tags) };
}

/** What is wrong with a draft, as a sentence to show under the form; undefined when nothing is. */
export function draftProblem(draft: LabelDraft): string | undefined {
  const labels = labelsOf(draft);
  const checks: [string, string | null, number][] = [
    ['The description', labels.description, DESCRIPTION_MOST_CHARACTERS],
    ['The project', labels.project, PROJECT_MOST_CHARACTERS],
    ...labels.tags.map((tag): [string, string, number] => [`The tag "${tag}"`, tag, TAG_MOST_CHARACTERS]),
  ];
  for (const [name, value, most] of checks) {
    const problem = value === null ? undefined : labelTextProblem(value, most);
    if (problem) return `${name} ${problem}.`;
  }
  if (labels.tags.length > MOST_TAGS) return `A session can have at most ${MOST_TAGS} tags.`;
  return undefined;
}

/** Only what changed, for a PATCH: a cleared field is sent as null (or no tags). */
export function labelChanges(answer: AnsweredLabels, draft: LabelDraft): Partial<SentLabels> {
  const saved = labelsIn(answer);
  const now = labelsOf(draft);
  return {
    ...(now.description !== saved.description && { description: now.description }),
    ...(now.project !== saved.project && { project: now.project }),
    ...(now.tags.join('\n') !== saved.tags.join('\n') && { tags: now.tags }),
  };
}

/**
 * Labels as an answer may carry them: a server from before labels existed (a page loaded across a
 * deploy) leaves them out, which reads as nothing said.
 */
export type AnsweredLabels = Partial<SessionLabels>;

export function labelsIn(answer: AnsweredLabels): SessionLabels {
  return { description: answer.description ?? null, project: answer.project ?? null, tags: answer.tags ?? [] };
}

export function hasAnyLabel(answer: AnsweredLabels): boolean {
  const labels = labelsIn(answer);
  return labels.description !== null || labels.project !== null || labels.tags.length > 0;
}
