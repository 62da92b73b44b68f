// "Last week in review", at the top of the Insights tab until the person dismisses it: last week's
// digest against their limits and the health thresholds, in the same lines as the week's own.
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLastWeekDigest } from '@/features/limits/api/last-week-digest';
import { useDismissDigest } from '@/features/limits/api/mark-digest';
import { digestSummary } from '@/features/limits/digest-summary';
import { healthNotes } from '@/features/limits/health-notes';
import { HealthNoteLine } from './health-note-line';

export function LastWeekInReview() {
  const digest = useLastWeekDigest();
  const dismiss = useDismissDigest();
  const shown = digest.data?.digest;
  if (!shown || shown.dismissed) return null;
  const summary = digestSummary(shown.week);
  const notes = healthNotes(shown.week, 'last week');
  return (
    <section
      aria-labelledby="last-week-in-review-title"
      data-testid="last-week-in-review"
      className="rounded-2xl border border-line bg-accent-soft/40 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="last-week-in-review-title" className="font-semibold text-ink">
            Last week in review
          </h3>
          <p className="text-sm text-ink-muted">{summary.week}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => dismiss.mutate(shown.weekStart)} disabled={dismiss.isPending}>
          <X aria-hidden="true" className="size-4" />
          Dismiss
        </Button>
      </div>
      <p className="mt-2 text-sm text-ink">{summary.line}</p>
      {notes.length > 0 ? (
        <ul aria-label="Last week’s limits and health" className="mt-3 flex flex-col gap-2">
          {notes.map((note) => (
            <HealthNoteLine key={note.id} note={note} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
