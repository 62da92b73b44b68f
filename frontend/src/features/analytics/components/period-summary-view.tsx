// The month and year views (issue 26): the period's totals and life share (so far while it runs), its
// best and hardest weeks, its hours by project (a card app/ hands in), the trend across months, and a
// calendar heat map of its days in the spec's colours. Drawn from one summary call; the chart is a few SVG rectangles of our own, lighter than any
// charting library (docs/decisions.md).
import clsx from 'clsx';
import { BALANCED_LIFE_SHARE, balanceBand } from '@pause/rules/balance-bands';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { Skeleton } from '@/components/ui/skeleton';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatDay, formatDayRange, formatMonth, formatShortMonth } from '@/lib/date-format';
import { addDays, parseIsoDate, type YearMonth } from '@/lib/dates';
import { weekPath } from '@/lib/period';
import { type PeriodSummary, useMonthSummary, useYearSummary } from '@/features/analytics/api/get-period-summary';
import { ratingLabel, weeklyBalanceStatus } from '@/features/analytics/balance';
import { heatMapMonths, isUnderWay, trendBarTone, type HeatMonth } from '@/features/analytics/period-summary';
import { HoursSummary } from './hours-summary';
import { toneStyles } from './tone-styles';

/**
 * `projects`: the period's "By project" card, and `health`: its four-month average of weekly work, which
 * other features draw (app/ composes them).
 */
type ViewSlots = { today: Date; projects?: ReactNode; health?: ReactNode };

export function MonthView({ month, ...slots }: ViewSlots & { month: YearMonth }) {
  const summary = useMonthSummary(month);
  return <PeriodContent kind="month" query={summary} {...slots} />;
}

export function YearView({ year, ...slots }: ViewSlots & { year: number }) {
  const summary = useYearSummary(year);
  return <PeriodContent kind="year" query={summary} {...slots} />;
}

type SummaryQuery = ReturnType<typeof useYearSummary>;

function PeriodContent({
  kind,
  query,
  today,
  projects,
  health,
}: ViewSlots & { kind: 'month' | 'year'; query: SummaryQuery }) {
  if (query.isPending) {
    return (
      <Card aria-busy="true">
        <LoadingNote>{`Loading your ${kind}...`}</LoadingNote>
        <Skeleton className="mt-4 h-32 w-full" />
      </Card>
    );
  }
  if (query.isError && !isUnauthorizedError(query.error)) {
    return (
      <Card>
        <LoadErrorNote what={`your ${kind}`} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  if (!query.data) return null;
  const summary = query.data;
  return (
    <div data-testid={`${kind}-view`} className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <BalanceCard kind={kind} summary={summary} />
      <WeeksCard kind={kind} summary={summary} today={today} />
      {projects}
      <TrendCard kind={kind} summary={summary} className="lg:col-span-2" />
      {health}
      <HeatMapCard kind={kind} summary={summary} className="lg:col-span-2" />
    </div>
  );
}

function BalanceCard({ kind, summary }: { kind: 'month' | 'year'; summary: PeriodSummary }) {
  const underWay = isUnderWay(summary);
  const tone = balanceBand(summary.lifePercentage);
  const tracked = summary.trackedDays > 0;
  return (
    <Card aria-labelledby="period-balance-title">
      <CardTitle id="period-balance-title">Your {kind === 'month' ? 'month' : 'year'} in balance</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        {underWay ? 'So far: the hours lived until now, not the whole ' + kind + '.' : `The whole ${kind}'s hours.`}
      </p>
      <div className="mt-5 flex items-baseline gap-3">
        <span
          data-testid="period-life-percentage"
          className="font-display text-5xl font-semibold text-ink tabular-nums"
        >
          {summary.lifePercentage}%
        </span>
        <span className={clsx('text-base font-semibold', tracked ? toneStyles[tone].text : 'text-ink-muted')}>
          {tracked ? weeklyBalanceStatus(summary.lifePercentage) : 'Nothing tracked'}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        of the time left for life, with time tracked on {summary.trackedDays}{' '}
        {summary.trackedDays === 1 ? 'day' : 'days'}.
      </p>
      <HoursSummary
        className="mt-5"
        workHours={summary.workHours}
        commuteHours={summary.commuteHours}
        lifeHours={summary.lifeHours}
      />
    </Card>
  );
}

function WeeksCard({ kind, summary, today }: { kind: 'month' | 'year'; summary: PeriodSummary; today: Date }) {
  const weeks = [
    { label: 'Best week', week: summary.bestWeek, testId: 'best-week' },
    { label: 'Hardest week', week: summary.hardestWeek, testId: 'hardest-week' },
  ];
  return (
    <Card aria-labelledby="period-weeks-title">
      <CardTitle id="period-weeks-title">Best and hardest weeks</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        Among the ended weeks starting this {kind} with time tracked on at least three days.
      </p>
      <ul className="mt-5 flex flex-col gap-3">
        {weeks.map(({ label, week, testId }) => (
          <li key={label} data-testid={testId} className="rounded-2xl bg-canvas px-4 py-3">
            <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</p>
            {week ? (
              <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <Link
                  to={weekPath(week.weekStart, today)}
                  className="font-semibold text-accent-strong underline-offset-4 hover:underline"
                >
                  {formatDayRange(parseIsoDate(week.weekStart), addDays(parseIsoDate(week.weekStart), 6))}
                </Link>
                <span className={clsx('font-semibold tabular-nums', toneStyles[balanceBand(week.lifePercentage)].text)}>
                  {week.lifePercentage}% life
                </span>
              </div>
            ) : (
              <p className="mt-1 text-sm text-ink-muted">
                {label === 'Best week' ? 'No week to judge yet.' : 'Needs two judged weeks.'}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

const barFill = {
  balanced: 'fill-sage',
  borderline: 'fill-sand',
  burnout: 'fill-rose',
  none: 'fill-line',
} as const;

const CHART = { width: 360, height: 150, top: 10, bottom: 130 };

function TrendCard({
  kind,
  summary,
  className,
}: {
  kind: 'month' | 'year';
  summary: PeriodSummary;
  className?: string;
}) {
  const slot = CHART.width / summary.months.length;
  const y = (percentage: number) => CHART.bottom - ((CHART.bottom - CHART.top) * percentage) / 100;
  const monthDate = (month: YearMonth) => new Date(month.year, month.month - 1, 1);
  return (
    <Card aria-labelledby="period-trend-title" className={className}>
      <CardTitle id="period-trend-title">Trend across months</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        {kind === 'year' ? "Each month's life share." : "Each month's life share, the twelve months to this one."}
      </p>
      <figure className="mt-5">
        <svg
          aria-hidden="true"
          data-testid="trend-chart"
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          className="h-auto w-full max-w-2xl"
        >
          <line
            x1="0"
            x2={CHART.width}
            y1={y(BALANCED_LIFE_SHARE)}
            y2={y(BALANCED_LIFE_SHARE)}
            strokeDasharray="4 4"
            className="stroke-ink-muted/60"
          />
          {summary.months.map((month, index) => {
            const tone = trendBarTone(month.lifePercentage);
            const top = month.lifePercentage === null ? CHART.bottom - 2 : y(month.lifePercentage);
            return (
              <g key={`${month.year}-${month.month}`}>
                <rect
                  x={index * slot + slot * 0.2}
                  width={slot * 0.6}
                  y={top}
                  height={CHART.bottom - top}
                  rx="3"
                  className={barFill[tone]}
                />
                <text
                  x={index * slot + slot / 2}
                  y={CHART.height - 4}
                  textAnchor="middle"
                  className="fill-ink-muted text-[11px]"
                >
                  {formatShortMonth(monthDate(month))}
                </text>
              </g>
            );
          })}
        </svg>
        <figcaption className="mt-2 text-xs text-ink-muted">
          The dashed line is {BALANCED_LIFE_SHARE}%, where a balanced share begins.
        </figcaption>
        <ul className="sr-only">
          {summary.months.map((month) => (
            <li key={`${month.year}-${month.month}`}>
              {formatMonth(monthDate(month))}:{' '}
              {month.lifePercentage === null ? 'nothing tracked' : `${month.lifePercentage}% life`}
            </li>
          ))}
        </ul>
      </figure>
    </Card>
  );
}

const cellFill = {
  balanced: 'bg-sage',
  borderline: 'bg-sand',
  burnout: 'bg-rose',
  none: 'bg-line/50',
} as const;

function HeatMapCard({
  kind,
  summary,
  className,
}: {
  kind: 'month' | 'year';
  summary: PeriodSummary;
  className?: string;
}) {
  const months = heatMapMonths(summary.firstDate, summary.lastDate, summary.days);
  return (
    <Card aria-labelledby="period-heat-map-title" className={className}>
      <CardTitle id="period-heat-map-title">Daily balance</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        Each day coloured by its balance score; grey where nothing was tracked.
      </p>
      <div
        data-testid="heat-map"
        className={clsx(
          'mt-5 grid gap-4',
          kind === 'year' ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4' : 'max-w-sm grid-cols-1',
        )}
      >
        {months.map((month) => (
          <HeatMonthGrid key={`${month.month.year}-${month.month.month}`} month={month} />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
        {(['balanced', 'borderline', 'burnout'] as const).map((tone) => (
          <span key={tone} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={clsx('size-3 rounded-sm', cellFill[tone])} />
            {ratingLabel(tone)}
          </span>
        ))}
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className={clsx('size-3 rounded-sm', cellFill.none)} />
          Nothing tracked
        </span>
      </div>
    </Card>
  );
}

function HeatMonthGrid({ month }: { month: HeatMonth }) {
  const name = formatMonth(new Date(month.month.year, month.month.month - 1, 1));
  const { balanced, borderline, burnout } = month.counts;
  const tracked = balanced + borderline + burnout;
  const summary =
    tracked === 0
      ? `${name}: nothing tracked`
      : `${name}: ${balanced} balanced, ${borderline} borderline, ${burnout} burnout ${tracked === 1 ? 'day' : 'days'}`;
  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold text-ink">{name}</p>
      <div role="img" aria-label={summary} className="grid grid-cols-7 gap-0.5">
        {month.cells.map((cell, index) =>
          cell ? (
            <span
              key={cell.date}
              data-date={cell.date}
              data-tone={cell.tone}
              title={
                cell.tone === 'none' ? undefined : `${formatDay(parseIsoDate(cell.date))}: ${ratingLabel(cell.tone)}`
              }
              className={clsx('aspect-square rounded-[3px]', cellFill[cell.tone])}
            />
          ) : (
            <span key={`blank-${index}`} className="aspect-square" />
          ),
        )}
      </div>
    </div>
  );
}
