// What a session is about, in one line under its times: its description, its project and its tags
// (each tag marked with #). Nothing when it says nothing.
import clsx from 'clsx';
import { type AnsweredLabels, hasAnyLabel, labelsIn } from '@/lib/session-labels';

export function LabelsLine({ labels: answer, className }: { labels: AnsweredLabels; className?: string }) {
  if (!hasAnyLabel(answer)) return null;
  const labels = labelsIn(answer);
  return (
    <p className={clsx('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm wrap-anywhere', className)}>
      {labels.description ? <span className="text-ink">{labels.description}</span> : null}
      {labels.project ? (
        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-ink">
          <span className="sr-only">Project: </span>
          {labels.project}
        </span>
      ) : null}
      {labels.tags.map((tag) => (
        <span key={tag} className="text-xs text-ink-muted">
          <span aria-hidden="true">#</span>
          <span className="sr-only">Tag: </span>
          {tag}
        </span>
      ))}
    </p>
  );
}
