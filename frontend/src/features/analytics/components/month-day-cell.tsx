// One day of the month calendar: its colour, and on hover or focus its hours.
import clsx from 'clsx';
import { Tooltip } from '@/components/ui/tooltip';
import { formatFullDay } from '@/lib/date-format';
import { formatDuration } from '@/lib/hours-format';
import type { MonthlyAnalyticsEntry } from '@/features/analytics/api/get-monthly-analytics';
import { monthDayToneOrNone, ratingLabel } from '@/features/analytics/balance';

const toneCell = {
  balanced: 'bg-sage text-white',
  // Sand is light in both themes: its number stays dark.
  borderline: 'bg-sand text-ink dark:text-canvas',
  burnout: 'bg-rose text-white',
  none: 'bg-line/50 text-ink-muted',
} as const;

type MonthDayCellProps = {
  date: Date;
  entry: MonthlyAnalyticsEntry | undefined;
  isToday: boolean;
  loading: boolean;
};

const cellShape =
  'flex aspect-square w-full items-center justify-center rounded-lg text-xs font-medium tabular-nums sm:rounded-xl sm:text-sm';

export function MonthDayCell({ date, entry, isToday, loading }: MonthDayCellProps) {
  const tone = entry ? monthDayToneOrNone(entry) : 'none';
  const todayRing = isToday && 'ring-2 ring-accent ring-offset-1 ring-offset-surface';
  const longDate = formatFullDay(date);
  const today = isToday ? ' (today)' : '';

  if (!entry || tone === 'none') {
    return (
      <div
        aria-current={isToday ? 'date' : undefined}
        data-tone="none"
        className={clsx(cellShape, toneCell.none, todayRing, loading && 'motion-safe:animate-pulse')}
      >
        <span aria-hidden="true">{date.getDate()}</span>
        <span className="sr-only">
          {longDate}
          {today}: {loading ? 'loading' : 'nothing tracked'}
        </span>
      </div>
    );
  }

  const rating = ratingLabel(tone);
  return (
    <Tooltip
      content={
        <div className="flex flex-col gap-0.5">
          <span className="font-semibold">{longDate}</span>
          <span>Work: {formatDuration(entry.workHours)}</span>
          <span>Commute: {formatDuration(entry.commuteHours)}</span>
          <span>Rating: {rating}</span>
        </div>
      }
    >
      <button
        type="button"
        aria-label={`${longDate}${today}: ${rating}. Work ${formatDuration(entry.workHours)}, commute ${formatDuration(entry.commuteHours)}`}
        aria-current={isToday ? 'date' : undefined}
        data-tone={tone}
        className={clsx(
          cellShape,
          toneCell[tone],
          todayRing,
          // The focus ring is ink and outside the today ring, so the two never look alike.
          'cursor-default transition hover:brightness-105 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-ink',
        )}
      >
        {date.getDate()}
      </button>
    </Tooltip>
  );
}
