// One day of the month calendar: its colour, and on hover or focus its hours.
import clsx from 'clsx';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatLongDate } from '../../../lib/dates';
import { formatHours } from '../../../lib/hours-format';
import type { MonthlyAnalyticsEntry } from '../api/get-monthly-analytics';
import { monthDayToneOrNone, ratingLabel } from '../balance';

const toneCell = {
  balanced: 'bg-sage text-white',
  borderline: 'bg-sand text-ink',
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

  if (!entry || tone === 'none') {
    return (
      <div
        aria-current={isToday ? 'date' : undefined}
        data-tone="none"
        className={clsx(cellShape, toneCell.none, todayRing, loading && 'motion-safe:animate-pulse')}
      >
        {date.getDate()}
      </div>
    );
  }

  const rating = ratingLabel(tone);
  const longDate = formatLongDate(date);
  return (
    <Tooltip
      content={
        <div className="flex flex-col gap-0.5">
          <span className="font-semibold">{longDate}</span>
          <span>Work: {formatHours(entry.workHours)}</span>
          <span>Commute: {formatHours(entry.commuteHours)}</span>
          <span>Rating: {rating}</span>
        </div>
      }
    >
      <button
        type="button"
        aria-label={`${longDate}: ${rating}`}
        aria-current={isToday ? 'date' : undefined}
        data-tone={tone}
        className={clsx(
          cellShape,
          toneCell[tone],
          todayRing,
          'cursor-default transition hover:brightness-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        )}
      >
        {date.getDate()}
      </button>
    </Tooltip>
  );
}
