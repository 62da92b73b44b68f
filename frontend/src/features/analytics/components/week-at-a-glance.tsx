// 'Your Week at a Glance': Monday to Sunday of the chosen week, where each day's 24 hours went. What
// another feature adds (the personal limits' settings button, the line at the daily share of a weekly
// work limit, the progress under the totals) comes in through props from app/.
import { HOURS_PER_DAY } from '@pause/rules/week';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { currentWeekRange, parseIsoDate, weekDays, weekStartOf } from '@/lib/dates';
import { formatDuration, formatHours } from '@/lib/hours-format';
import { formatIsoDate } from '@/lib/local-date';
import { useDailyAnalytics } from '@/features/analytics/api/get-daily-analytics';
import { ratingLabel } from '@/features/analytics/balance';
import { weekGlanceRows, weekTotals, type WeekGlanceRow } from '@/features/analytics/week-glance';
import { HoursSummary } from './hours-summary';
import { toneStyles } from './tone-styles';

const ROW_GRID = 'grid grid-cols-[5.75rem_minmax(0,1fr)_3.25rem] items-center gap-3';

/** A line across every day's bar at `dailyHours` of its 24, and the legend line that names it. */
export type DayLimitLine = { dailyHours: number; legend: string };

type WeekAtAGlanceProps = {
  weekStart: string;
  today: Date;
  /** Beside the title: a settings button. */
  headerAction?: ReactNode;
  limitLine?: DayLimitLine | null;
  /** Under the week's totals. */
  belowTotals?: ReactNode;
};

export function WeekAtAGlance({ weekStart, today, headerAction, limitLine, belowTotals }: WeekAtAGlanceProps) {
  return (
    <Card aria-labelledby="week-at-a-glance-title">
      <div className="flex items-start justify-between gap-3">
        <CardTitle id="week-at-a-glance-title">Your Week at a Glance</CardTitle>
        {headerAction}
      </div>
      <p className="mt-1 text-sm text-ink-muted">Each day's 24 hours, split between work, commute and life.</p>
      <div className="mt-6">
        <WeekContent weekStart={weekStart} today={today} limitLine={limitLine ?? null} belowTotals={belowTotals} />
      </div>
    </Card>
  );
}

type WeekContentProps = { weekStart: string; today: Date; limitLine: DayLimitLine | null; belowTotals?: ReactNode };

function WeekContent({ weekStart, today, limitLine, belowTotals }: WeekContentProps) {
  const monday = parseIsoDate(weekStart);
  const daily = useDailyAnalytics(currentWeekRange(monday));

  if (daily.isPending) {
    return (
      <div>
        <LoadingNote>Loading your week...</LoadingNote>
        <ul aria-hidden="true" className="mt-3 flex flex-col gap-3">
          {Array.from({ length: 7 }, (_, index) => (
            <li key={index} data-testid="week-row-skeleton" className={ROW_GRID}>
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-3" />
              <Skeleton className="h-4 w-10 justify-self-end" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (daily.isError && !isUnauthorizedError(daily.error)) {
    return <LoadErrorNote what="your week" onRetry={() => void daily.refetch()} />;
  }

  const rows = weekGlanceRows(weekDays(monday), daily.data ?? []);
  const totals = weekTotals(rows);
  const todayIso = formatIsoDate(today);
  const isCurrentWeek = weekStart === weekStartOf(today);
  return (
    <div className="flex flex-col gap-5">
      <div
        aria-hidden="true"
        className={clsx(ROW_GRID, '-mb-2 text-xs font-medium tracking-wide text-ink-muted uppercase')}
      >
        <span>Day</span>
        <span />
        <span className="text-right">Tracked</span>
      </div>
      <ul aria-label={isCurrentWeek ? 'Days of this week' : 'Days of that week'} className="flex flex-col gap-3">
        {rows.map((row) => (
          <DayRow key={row.date} row={row} isToday={row.date === todayIso} limitLine={limitLine} />
        ))}
      </ul>
      <BarLegend limitLine={limitLine} />
      <div>
        <h3 className="mb-2 text-xs font-medium tracking-wide text-ink-muted uppercase">
          {isCurrentWeek ? 'This week in total' : 'That week in total'}
        </h3>
        <HoursSummary {...totals} />
      </div>
      {belowTotals}
    </div>
  );
}

function DayRow({ row, isToday, limitLine }: { row: WeekGlanceRow; isToday: boolean; limitLine: DayLimitLine | null }) {
  const share = (hours: number) => `${(hours / HOURS_PER_DAY) * 100}%`;
  const rating = ratingLabel(row.tone);
  return (
    <li aria-current={isToday ? 'date' : undefined} data-testid="week-row" className={ROW_GRID}>
      <span className={clsx('truncate text-sm', isToday ? 'font-semibold text-accent-strong' : 'font-medium text-ink')}>
        {row.dayName}
        {isToday ? <span className="sr-only"> (today)</span> : null}
      </span>
      <div className="relative">
        <div
          role="img"
          aria-label={`Work ${formatDuration(row.workHours)}, commute ${formatDuration(row.commuteHours)}, life ${formatHours(row.lifeHours)}: ${rating}`}
          className="flex h-3 overflow-hidden rounded-full bg-line/50"
        >
          <span className={clsx('h-full', toneStyles[row.tone].fill)} style={{ width: share(row.workHours) }} />
          <span className="h-full bg-mist" style={{ width: share(row.commuteHours) }} />
          <span className="h-full bg-sage-soft dark:bg-sage/45" style={{ width: share(row.lifeHours) }} />
        </div>
        {limitLine ? (
          <span
            aria-hidden="true"
            data-testid="day-limit-line"
            className="absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded-full bg-ink"
            style={{ left: share(Math.min(limitLine.dailyHours, HOURS_PER_DAY)) }}
          />
        ) : null}
      </div>
      <span className="text-right text-sm text-ink-muted tabular-nums">
        {formatHours(row.trackedHours)}
        <span className="sr-only"> tracked</span>
      </span>
    </li>
  );
}

function BarLegend({ limitLine }: { limitLine: DayLimitLine | null }) {
  return (
    <ul aria-label="Bar colours" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-muted">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="flex h-2.5 w-6 overflow-hidden rounded-full">
          <span className="flex-1 bg-sage" />
          <span className="flex-1 bg-sand" />
          <span className="flex-1 bg-rose" />
        </span>
        Work, coloured by the day's balance
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-2.5 w-6 rounded-full bg-mist" />
        Commute
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="h-2.5 w-6 rounded-full bg-sage-soft dark:bg-sage/45" />
        Life
      </li>
      {limitLine ? (
        <li className="flex items-center gap-1.5" data-testid="day-limit-legend">
          <span aria-hidden="true" className="flex h-2.5 w-6 justify-center">
            <span className="h-full w-0.5 rounded-full bg-ink" />
          </span>
          {limitLine.legend}
        </li>
      ) : null}
    </ul>
  );
}
