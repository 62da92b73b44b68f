// The week's progress against each limit the person set (Week at a Glance, under its totals): a short
// list, each line marked when the week went past it. Nothing when no limit is set.
import clsx from 'clsx';
import { isUnauthorizedError } from '@/lib/api-client';
import { useWeekHealth } from '@/features/limits/api/week-health';
import { type ProgressLine, progressLines } from '@/features/limits/progress-lines';

export function LimitsProgress({ weekStart, heading }: { weekStart: string; heading: string }) {
  const week = useWeekHealth(weekStart);
  if (week.isPending) return null;
  if (week.isError) {
    return isUnauthorizedError(week.error) ? null : (
      <p className="text-sm text-ink-muted">Your limits could not be checked just now.</p>
    );
  }
  const lines = progressLines(week.data.limits);
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-xs font-medium tracking-wide text-ink-muted uppercase">{heading}</h3>
      <ul aria-label={heading} className="flex flex-col gap-1.5" data-testid="limits-progress">
        {lines.map((line) => (
          <ProgressLineItem key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}

/** One limit's line: what it measures, and where the week stands, marked when past the limit. */
export function ProgressLineItem({ line }: { line: ProgressLine }) {
  return (
    <li data-crossed={line.crossed} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
      <span className="text-ink-muted">{line.label}</span>
      <span className={clsx('tabular-nums', line.crossed ? 'font-semibold text-rose-strong' : 'text-ink')}>
        {line.value}
        {line.crossed ? <span className="sr-only"> (past your limit)</span> : null}
      </span>
    </li>
  );
}
