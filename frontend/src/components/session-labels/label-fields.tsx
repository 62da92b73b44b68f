// The fields that say what a session is about: a description, a project (one of the person's own,
// offered as they type, or a new one) and tags (separated by commas; the person's tags offered below as
// buttons that add them). Used by the add/edit dialog and by the running timer's "Details", which read
// the person's projects and tags (hooks/use-labels-in-use.ts) and hand them here.
import { useId } from 'react';
import { DESCRIPTION_MOST_CHARACTERS, MOST_TAGS, PROJECT_MOST_CHARACTERS } from '@pause/rules/session-labels';
import { TEXT_INPUT } from '@/components/ui/form-styles';
import type { LabelsInUse } from '@/hooks/use-labels-in-use';
import { type LabelDraft, tagsOf } from '@/lib/session-labels';

/** How many of the person's tags are offered as buttons. */
const TAGS_OFFERED = 6;

type LabelFieldsProps = {
  draft: LabelDraft;
  onChange: (next: Partial<LabelDraft>) => void;
  /** The person's projects and tags, most used first; undefined while they load. */
  inUse: LabelsInUse | undefined;
  /** The description's question: "What was it about?" of a saved session, "What is it about?" of a running one. */
  question?: string;
};

export function LabelFields({ draft, onChange, inUse, question = 'What was it about?' }: LabelFieldsProps) {
  const projectsId = useId();
  const chosenTags = tagsOf(draft.tags).map((tag) => tag.toLocaleLowerCase());
  const offeredTags = (inUse?.tags ?? [])
    .filter((tag) => !chosenTags.includes(tag.toLocaleLowerCase()))
    .slice(0, TAGS_OFFERED);
  const addTag = (tag: string) => onChange({ tags: [...tagsOf(draft.tags), tag].join(', ') });

  return (
    <>
      <label className="text-sm font-medium text-ink">
        {question} <span className="font-normal text-ink-muted">(optional)</span>
        <input
          type="text"
          className={TEXT_INPUT}
          maxLength={DESCRIPTION_MOST_CHARACTERS}
          placeholder="Sprint review"
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </label>

      <label className="text-sm font-medium text-ink">
        Project <span className="font-normal text-ink-muted">(optional: pick one or type a new one)</span>
        <input
          type="text"
          className={TEXT_INPUT}
          maxLength={PROJECT_MOST_CHARACTERS}
          list={projectsId}
          autoComplete="off"
          value={draft.project}
          onChange={(event) => onChange({ project: event.target.value })}
        />
        <datalist id={projectsId}>
          {(inUse?.projects ?? []).map((project) => (
            <option key={project} value={project} />
          ))}
        </datalist>
      </label>

      <div>
        <label className="text-sm font-medium text-ink">
          Tags <span className="font-normal text-ink-muted">(optional, separated by commas, up to {MOST_TAGS})</span>
          <input
            type="text"
            className={TEXT_INPUT}
            autoComplete="off"
            placeholder="meetings, deep work"
            value={draft.tags}
            onChange={(event) => onChange({ tags: event.target.value })}
          />
        </label>
        {offeredTags.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label="Your tags">
            {offeredTags.map((tag) => (
              <button
                key={tag}
                type="button"
                className="rounded-full border border-line px-2.5 py-1 text-xs text-ink-muted hover:border-accent hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
                aria-label={`Add the tag ${tag}`}
                onClick={() => addTag(tag)}
              >
                + {tag}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}
