// What a signed-in person sees at '/'.
import clsx from 'clsx';
import { firstNameOrFriend } from '../../../lib/auth/display-name';
import type { User } from '../../../lib/auth/get-user';
import { useSyncTimeZone } from '../../../lib/auth/use-sync-time-zone';
import { AnalyticsInsightsPanel } from '../../analytics/components/analytics-insights-panel';
import { LifeBalanceDial } from '../../analytics/components/life-balance-dial';
import { MonthlyBalancePattern } from '../../analytics/components/monthly-balance-pattern';
import { WeekAtAGlance } from '../../analytics/components/week-at-a-glance';
import { WeeklyInsightCard } from '../../analytics/components/weekly-insight-card';
import { TimerPanel } from '../../timer/components/timer-panel';
import { upcomingSections } from '../upcoming-sections';
import { ComingSoonCard } from './coming-soon-card';
import { DashboardFooter } from './dashboard-footer';
import { DashboardHeader } from './dashboard-header';

export function DashboardPage({ user }: { user: User }) {
  useSyncTimeZone(user);
  const name = firstNameOrFriend(user);

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-5 py-8 sm:px-8 sm:py-10">
        <div className="mb-8">
          <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">Welcome back, {name}</h1>
          <p className="mt-2 text-lg text-ink-muted">Ready to pause?</p>
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <TimerPanel />
          </div>
          <LifeBalanceDial />
          <WeekAtAGlance />
          <WeeklyInsightCard />
          <MonthlyBalancePattern />
          {upcomingSections.map((section) => (
            <ComingSoonCard
              key={section.title}
              title={section.title}
              description={section.description}
              className={clsx(section.wide && 'lg:col-span-2')}
            />
          ))}
          <div className="lg:col-span-2">
            <AnalyticsInsightsPanel />
          </div>
        </div>
      </main>
      <DashboardFooter />
    </div>
  );
}
