// 'Monthly Balance Pattern': a calendar coloured by each day's balance score,
// one month at a time.
import { DAYS_PER_WEEK } from '@pause/rules/week';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { useToday } from '@/hooks/use-today';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatMonth } from '@/lib/date-format';
import { daysOfMonthGrid, shiftMonth, yearMonthOf, type YearMonth } from '@/lib/dates';
import { formatIsoDate } from '@/lib/local-date';
import { useMonthlyAnalytics } from '@/features/analytics/api/get-monthly-analytics';
import { ratingLabel } from '@/features/analytics/balance';
import { MonthDayCell } from './month-day-cell';

const WEEKDAY_HEADERS = [
  { short: 'Sun', full: 'Sunday' },
  { short: 'Mon', full: 'Monday' },
  { short: 'Tue', full: 'Tuesday' },
  { short: 'Wed', full: 'Wednesday' },
  { short: 'Thu', full: 'Thursday' },
  { short: 'Fri', full: 'Friday' },
  { short: 'Sat', full: 'Saturday' },
];

const LEGEND_STEPS = [
  { tone: 'burnout', swatch: 'bg-rose' },
  { tone: 'borderline', swatch: 'bg-sand' },
  { tone: 'balanced', swatch: 'bg-sage' },
] as const;

export function MonthlyBalancePattern() {
  const today = useToday();
  const [shown, setShown] = useState<YearMonth>(() => yearMonthOf(today));
  const monthly = useMonthlyAnalytics(shown);
  const label = formatMonth(new Date(shown.year, shown.month - 1, 1));

  const showError = monthly.isError && !isUnauthorizedError(monthly.error);
  const entries = new Map((monthly.data ?? []).map((entry) => [entry.date, entry]));
  const weeks = chunkIntoWeeks(daysOfMonthGrid(shown));
  const todayIso = formatIsoDate(today);

  return (
    <Card aria-labelledby="monthly-pattern-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="monthly-pattern-title">Monthly Balance Pattern</CardTitle>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous month"
            onClick={() => setShown((current) => shiftMonth(current, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <p
            aria-live="polite"
            data-testid="month-label"
            className="min-w-[9.5rem] text-center font-display text-base font-semibold text-ink"
          >
            {label}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next month"
            onClick={() => setShown((current) => shiftMonth(current, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>

      <table aria-busy={monthly.isPending} className="mt-5 w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">Balance for each day of {label}</caption>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(({ short, full }) => (
              <th key={short} scope="col" abbr={full} className="pb-1 text-xs font-medium text-ink-muted">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, index) => (
                <td key={day ? day.getDate() : `blank-${index}`} className="p-0">
                  {day ? (
                    <MonthDayCell
                      date={day}
                      entry={entries.get(formatIsoDate(day))}
                      isToday={formatIsoDate(day) === todayIso}
                      loading={monthly.isPending}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 flex flex-col gap-3">
        {monthly.isPending ? <LoadingNote>Loading your month...</LoadingNote> : null}
        {showError ? <LoadErrorNote what={label} onRetry={() => void monthly.refetch()} /> : null}
        <div className="flex items-center justify-center gap-2 text-xs text-ink-muted sm:justify-end">
          <span>Less balanced</span>
          <span aria-hidden="true" className="flex gap-1">
            {LEGEND_STEPS.map(({ tone, swatch }) => (
              <span key={tone} title={ratingLabel(tone)} className={clsx('size-3.5 rounded', swatch)} />
            ))}
          </span>
          <span>More balanced</span>
        </div>
      </div>
    </Card>
  );
}

function chunkIntoWeeks(cells: (Date | null)[]): (Date | null)[][] {
  const weeks: (Date | null)[][] = [];
  for (let start = 0; start < cells.length; start += DAYS_PER_WEEK) {
    weeks.push(cells.slice(start, start + DAYS_PER_WEEK));
  }
  return weeks;
}
