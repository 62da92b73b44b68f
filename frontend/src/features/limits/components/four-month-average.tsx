// The month view's "Four-month average": the average weekly work over the four months ending with the
// month shown, against the 48 hours the EU sets for an average week.
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { isUnauthorizedError } from '@/lib/api-client';
import type { YearMonth } from '@/lib/dates';
import { useAverageWeek } from '@/features/limits/api/average-week';
import { averageWeekNote, monthParam } from '@/features/limits/average-week';
import { HealthNoteLine } from './health-note-line';

export function FourMonthAverage({ month, className }: { month: YearMonth; className?: string }) {
  const param = monthParam(month);
  const average = useAverageWeek(param, param);
  return (
    <Card aria-labelledby="four-month-average-title" className={className} data-testid="four-month-average">
      <CardTitle id="four-month-average-title">Four-month average</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">Your weekly work, averaged over the four months to this one.</p>
      <div className="mt-4">
        {average.isPending ? (
          <LoadingNote>Averaging your weeks...</LoadingNote>
        ) : average.isError ? (
          isUnauthorizedError(average.error) ? null : (
            <LoadErrorNote what="your average week" onRetry={() => void average.refetch()} />
          )
        ) : average.data.months.length === 0 ? (
          <p className="text-sm text-ink-muted">This month has not begun yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            <HealthNoteLine note={averageWeekNote(average.data.months[0])} />
          </ul>
        )}
      </div>
    </Card>
  );
}
