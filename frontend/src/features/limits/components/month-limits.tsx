// The month view's "Your limits, week by week" (issue 29): each week of the month that has begun, and
// which of the person's limits it went past (or that it held no work), one line a week, each week a link
// to its own view where the whole progress shows. Asks the person to set limits when they have none.
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadErrorNote, LoadingNote } from '@/components/ui/load-notes';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatWeekRange } from '@/lib/date-format';
import { type YearMonth, weekStartOf } from '@/lib/dates';
import { weekPath } from '@/lib/period';
import { weekHealthQueryOptions } from '@/features/limits/api/week-health';
import { anyLimitSet, crossedLines, keptLimitsSentence, weeksBegunInMonth } from '@/features/limits/month-weeks';
import { ProgressLineItem } from './limits-progress';
import { LimitsSettings } from './limits-settings';

type MonthLimitsProps = { month: YearMonth; today: Date; className?: string };

export function MonthLimits({ month, today, className }: MonthLimitsProps) {
  const weekStarts = weeksBegunInMonth(month, today);
  const weeks = useQueries({ queries: weekStarts.map((weekStart) => weekHealthQueryOptions(weekStart)) });
  const failed = weeks.find((week) => week.isError && !isUnauthorizedError(week.error));
  return (
    <Card aria-labelledby="month-limits-title" className={className} data-testid="month-limits">
      <div className="flex items-start justify-between gap-3">
        <CardTitle id="month-limits-title">Your limits, week by week</CardTitle>
        <LimitsSettings />
      </div>
      <div className="mt-4">
        {weekStarts.length === 0 ? (
          <p className="text-sm text-ink-muted">This month has not begun yet.</p>
        ) : failed ? (
          <LoadErrorNote what="your weeks" onRetry={() => void failed.refetch()} />
        ) : weeks.some((week) => week.isPending) ? (
          <LoadingNote>Checking your weeks...</LoadingNote>
        ) : !weeks.some((week) => week.data && anyLimitSet(week.data)) ? (
          <p className="text-sm text-ink-muted">Set your limits to see each week of the month against them.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Weeks of the month against your limits">
            {weekStarts.map((weekStart, index) => {
              const week = weeks[index].data;
              const crossed = week ? crossedLines(week) : [];
              return (
                <li key={weekStart} data-testid="month-limits-week" data-crossed={crossed.length > 0}>
                  <Link
                    to={weekPath(weekStart, today)}
                    className="rounded-sm text-sm font-medium text-accent-strong underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    {formatWeekRange(weekStart)}
                  </Link>
                  {crossed.length === 0 ? (
                    <p className="text-sm text-ink-muted">
                      {week && keptLimitsSentence(week, weekStart === weekStartOf(today))}
                    </p>
                  ) : (
                    <ul>
                      {crossed.map((line) => (
                        <ProgressLineItem key={line.id} line={line} />
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
