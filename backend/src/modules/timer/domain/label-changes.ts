// What a request says of a session's labels, and the labels that result: a field left out stays as it
// was, null (or an empty tag list) clears it. Text arrives validated (timer.dto.ts, LabelFields) and is
// kept trimmed, each tag once.
import { type SessionLabels, distinctTags } from '@pause/rules/session-labels';

export interface LabelChanges {
  readonly description?: string | null;
  readonly project?: string | null;
  readonly tags?: readonly string[];
}

export function labelsAfter(current: SessionLabels, changes: LabelChanges): SessionLabels {
  const text = (value: string | null | undefined, was: string | null) =>
    value === undefined ? was : value === null ? null : value.trim();
  return {
    description: text(changes.description, current.description),
    project: text(changes.project, current.project),
    tags: changes.tags === undefined ? current.tags : distinctTags(changes.tags),
  };
}
