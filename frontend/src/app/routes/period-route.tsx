// '/month/YYYY-MM' and '/year/YYYY': a month's or a year's view under the period bar, between the
// dashboard's header and footer, with the period's hours by project (the sessions feature's card) and
// the limits feature's cards: in a month, each week against the person's limits and the four-month
// average of weekly work against 48 hours; in a year, that average month by month. An
// address that names no month or year Pause's calendar holds is the not-found page, as every other
// unknown path is.
import { useParams } from 'react-router-dom';
import { MonthView, YearView } from '@/features/analytics/components/period-summary-view';
import { FourMonthAverage } from '@/features/limits/components/four-month-average';
import { FourMonthAverageChart } from '@/features/limits/components/four-month-average-chart';
import { MonthLimits } from '@/features/limits/components/month-limits';
import { ProjectTotalsCard } from '@/features/sessions/components/project-totals-card';
import { useToday } from '@/hooks/use-today';
import type { User } from '@/lib/auth/get-user';
import { useSyncTimeZone } from '@/lib/auth/use-sync-time-zone';
import { monthRange, yearRange } from '@/lib/dates';
import { parseMonthParam, parseYearParam } from '@/lib/period';
import { DashboardFooter } from '@/app/layout/dashboard-footer';
import { DashboardHeader } from '@/app/layout/dashboard-header';
import { PeriodBar } from '@/app/layout/period-bar';
import { NotFoundRoute } from './not-found-route';

export function PeriodRoute({ user, view }: { user: User; view: 'month' | 'year' }) {
  useSyncTimeZone(user);
  const today = useToday();
  const params = useParams();
  const month = view === 'month' ? parseMonthParam(params.month) : null;
  const year = view === 'year' ? parseYearParam(params.year) : null;
  if (!month && year === null) return <NotFoundRoute />;

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-8 sm:py-10">
        <h1 className="sr-only">{month ? 'Your month' : 'Your year'}</h1>
        <PeriodBar
          className="mb-6"
          shown={month ? { kind: 'month', month } : { kind: 'year', year: year! }}
          today={today}
        />
        {month ? (
          <MonthView
            month={month}
            today={today}
            projects={<ProjectTotalsCard className="lg:col-span-2" range={monthRange(month)} />}
            health={
              <>
                <MonthLimits month={month} today={today} />
                <FourMonthAverage month={month} />
              </>
            }
          />
        ) : (
          <YearView
            year={year!}
            today={today}
            projects={<ProjectTotalsCard className="lg:col-span-2" range={yearRange(year!)} />}
            health={<FourMonthAverageChart className="lg:col-span-2" year={year!} />}
          />
        )}
      </main>
      <DashboardFooter />
    </div>
  );
}
