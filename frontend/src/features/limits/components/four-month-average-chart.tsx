// The year view's "Four-month average": for each month of the year, the average weekly work over the
// four months ending with it, as a small bar chart of our own SVG with a dashed line at the EU's 48
// hours (no charting library: docs/decisions.md). Months still ahead are left out.
import { EU_WEEKLY_WORK_LIMIT_HOURS, HEALTH_SOURCES } from '@pause/rules/health-thresholds';
import clsx from 'clsx';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatMonth, formatShortMonth } from '@/lib/date-format';
import { oneDecimal } from '@/lib/hours-format';
import { useAverageWeek } from '@/features/limits/api/average-week';
import { chartTopHours, isAboveAverageLimit, type AverageMonth } from '@/features/limits/average-week';

const CHART = { width: 360, height: 150, top: 10, bottom: 130 };
const MONTHS = 12;

export function FourMonthAverageChart({ year, className }: { year: number; className?: string }) {
  const average = useAverageWeek(`${year}-01`, `${year}-12`);
  return (
    <Card aria-labelledby="four-month-average-title" className={className} data-testid="four-month-average">
      <CardTitle id="four-month-average-title">Four-month average</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        Each month’s weekly work, averaged over the four months to it, against the {EU_WEEKLY_WORK_LIMIT_HOURS} hours
        the EU sets for an average week.
      </p>
      <div className="mt-5">
        {average.isPending ? (
          <LoadingNote>Averaging your weeks...</LoadingNote>
        ) : average.isError ? (
          isUnauthorizedError(average.error) ? null : (
            <LoadErrorNote what="your average weeks" onRetry={() => void average.refetch()} />
          )
        ) : (
          <AverageChart year={year} months={average.data.months} />
        )}
      </div>
    </Card>
  );
}

function AverageChart({ year, months }: { year: number; months: readonly AverageMonth[] }) {
  const top = chartTopHours(months);
  const y = (hours: number) => CHART.bottom - ((CHART.bottom - CHART.top) * hours) / top;
  const slot = CHART.width / MONTHS;
  const byMonth = new Map(months.map((month) => [Number(month.month.slice(5, 7)), month]));
  const limitY = y(EU_WEEKLY_WORK_LIMIT_HOURS);
  return (
    <figure>
      <svg
        aria-hidden="true"
        data-testid="four-month-average-chart"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full max-w-2xl"
      >
        {Array.from({ length: MONTHS }, (_, index) => {
          const month = byMonth.get(index + 1);
          const barTop = month ? y(month.averageWeeklyWorkHours) : CHART.bottom;
          return (
            <g key={index}>
              {month ? (
                <rect
                  x={index * slot + slot * 0.2}
                  width={slot * 0.6}
                  y={barTop}
                  height={Math.max(CHART.bottom - barTop, 1)}
                  rx="3"
                  data-above={isAboveAverageLimit(month)}
                  className={clsx(isAboveAverageLimit(month) ? 'fill-rose' : 'fill-sage')}
                />
              ) : null}
              {month && month.averageWeeklyWorkHours > 0 ? (
                <text
                  x={index * slot + slot / 2}
                  y={barTop - 3}
                  textAnchor="middle"
                  data-testid="average-value"
                  className="fill-ink text-[9px] tabular-nums"
                >
                  {Math.round(month.averageWeeklyWorkHours)}
                </text>
              ) : null}
              <text
                x={index * slot + slot / 2}
                y={CHART.height - 4}
                textAnchor="middle"
                className="fill-ink-muted text-[11px]"
              >
                {formatShortMonth(new Date(year, index, 1))}
              </text>
            </g>
          );
        })}
        <line
          data-testid="average-limit-line"
          x1="0"
          x2={CHART.width}
          y1={limitY}
          y2={limitY}
          strokeDasharray="4 4"
          className="stroke-ink"
        />
        <text x={CHART.width - 2} y={limitY - 4} textAnchor="end" className="fill-ink text-[10px]">
          {EU_WEEKLY_WORK_LIMIT_HOURS} h
        </text>
      </svg>
      <figcaption className="mt-2 text-xs text-ink-muted">
        The dashed line is {EU_WEEKLY_WORK_LIMIT_HOURS} hours a week (
        <a
          href={HEALTH_SOURCES.euWorkingTimeDirective}
          target="_blank"
          rel="noreferrer"
          className="rounded-sm font-medium text-accent-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          EU Working Time Directive
        </a>
        ); a rose bar is above it. The figure over a bar is that month's average, in hours a week. Pause is not medical
        or legal advice.
      </figcaption>
      <ul className="sr-only">
        {months.map((month) => (
          <li key={month.month}>
            {formatMonth(new Date(year, Number(month.month.slice(5, 7)) - 1, 1))}:{' '}
            {oneDecimal(month.averageWeeklyWorkHours)} hours a week on average
            {isAboveAverageLimit(month) ? `, above ${EU_WEEKLY_WORK_LIMIT_HOURS}` : ''}
          </li>
        ))}
      </ul>
    </figure>
  );
}
