// "What counts as commute?": the file's projects, clients and tags as checkboxes, one group per kind,
// in a fieldset whose legend is the question. Some start ticked (commute-memory.ts); a line says why.
import { TICKED_BECAUSE_LINES, type LabelKind, type TickedBecause } from '@/features/import/commute-memory';
import type { ImportLabels } from '@/features/import/import-request';

const LABEL_KINDS: { kind: LabelKind; title: string }[] = [
  { kind: 'projects', title: 'Projects' },
  { kind: 'clients', title: 'Clients' },
  { kind: 'tags', title: 'Tags' },
];

export function CommuteQuestion({
  found,
  picks,
  tickedBecause,
  onToggle,
  disabled,
}: {
  found: ImportLabels;
  picks: ImportLabels;
  tickedBecause: TickedBecause | null;
  onToggle: (kind: LabelKind, name: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="text-sm font-semibold text-ink">What counts as commute?</legend>
      <div className="flex flex-col gap-1 text-xs text-ink-muted">
        <p>Rows with a ticked project, client or tag are commute; the rest is work.</p>
        {tickedBecause && <p>{TICKED_BECAUSE_LINES[tickedBecause]}</p>}
      </div>
      {LABEL_KINDS.filter(({ kind }) => found[kind].length > 0).map(({ kind, title }) => (
        <div key={kind} role="group" aria-label={title} className="flex flex-wrap gap-x-4 gap-y-2">
          <span className="w-full text-xs font-medium text-ink-muted">{title}</span>
          {found[kind].map((name) => (
            <label key={name} className="flex min-h-8 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 accent-accent"
                checked={picks[kind].includes(name)}
                onChange={() => onToggle(kind, name)}
              />
              {name}
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
