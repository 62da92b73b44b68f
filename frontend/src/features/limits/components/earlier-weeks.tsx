// "Earlier weeks" in the Insights tab: the digests the person was given, newest first, one line each
// (the week, its work and what it crossed), folded away until opened.
import { usePastDigests } from '@/features/limits/api/past-digests';
import { digestSummary } from '@/features/limits/digest-summary';

export function EarlierWeeks() {
  const digests = usePastDigests();
  const list = digests.data?.digests ?? [];
  if (list.length === 0) return null;
  return (
    <details className="group rounded-2xl border border-line px-4 py-3">
      <summary className="cursor-pointer rounded-sm text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
        Earlier weeks ({list.length})
      </summary>
      <ul aria-label="Earlier weeks" className="mt-3 flex flex-col gap-2">
        {list.map((digest) => {
          const { week, line } = digestSummary(digest.week);
          return (
            <li key={digest.weekStart} className="flex flex-col text-sm sm:flex-row sm:gap-3">
              <span className="shrink-0 font-medium text-ink sm:w-44">{week}</span>
              <span className="text-ink-muted">{line}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
