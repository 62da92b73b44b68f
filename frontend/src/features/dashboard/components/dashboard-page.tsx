// What a signed-in person sees at '/', and the one place features are put
// together: the share card gets this week's hours from analytics, and the
// analytics panel its Export Data tab, through here.
import { useToday } from '../../../hooks/use-today';
import { isUnauthorizedError } from '../../../lib/api-client';
import { firstNameOrFriend } from '../../../lib/auth/display-name';
import type { User } from '../../../lib/auth/get-user';
import { useSyncTimeZone } from '../../../lib/auth/use-sync-time-zone';
import { weekStartOf } from '../../../lib/dates';
import { AchievementsCard } from '../../achievements/components/achievements-card';
import { emptyWeeklyAnalytics, useWeeklyAnalytics } from '../../analytics/api/get-weekly-analytics';
import { AnalyticsInsightsPanel } from '../../analytics/components/analytics-insights-panel';
import { LifeBalanceDial } from '../../analytics/components/life-balance-dial';
import { MonthlyBalancePattern } from '../../analytics/components/monthly-balance-pattern';
import { WeekAtAGlance } from '../../analytics/components/week-at-a-glance';
import { WeeklyInsightCard } from '../../analytics/components/weekly-insight-card';
import { ExportDataTab } from '../../export/components/export-data-tab';
import { FriendsChallengesPanel } from '../../friends/components/friends-challenges-panel';
import { WeeklyReflectionCard } from '../../reflections/components/weekly-reflection-card';
import { MotivationalReminderCard } from '../../reminders/components/motivational-reminder-card';
import { ShareBalanceCard, type ShareableWeek } from '../../share/components/share-balance-card';
import { TimerPanel } from '../../timer/components/timer-panel';
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

        {/* Sections in the order of spec §2. */}
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <TimerPanel />
          </div>
          <LifeBalanceDial />
          <WeekAtAGlance />
          <WeeklyInsightCard />
          <MonthlyBalancePattern />
          {/* Full width, so the grid keeps its pairs whether or not a reminder shows. */}
          <MotivationalReminderCard className="lg:col-span-2" />
          <ShareYourBalance name={name} />
          <AchievementsCard />
          <WeeklyReflectionCard className="lg:col-span-2" />
          <FriendsChallengesPanel className="lg:col-span-2" />
          <div className="lg:col-span-2">
            <AnalyticsInsightsPanel exportTab={<ExportDataTab />} />
          </div>
        </div>
      </main>
      <DashboardFooter />
    </div>
  );
}

/** The share card, fed with this week's hours the way the Life Balance Dial reads them. */
function ShareYourBalance({ name }: { name: string }) {
  const weekStart = weekStartOf(useToday());
  const weekly = useWeeklyAnalytics(weekStart);

  let week: ShareableWeek;
  if (weekly.isPending) week = { status: 'loading' };
  else if (weekly.isError && !isUnauthorizedError(weekly.error)) {
    week = { status: 'failed', retry: () => void weekly.refetch() };
  }
  // A 401 is on its way to the sign-in page: show an empty week meanwhile, as the dial does.
  else week = { status: 'ready', hours: weekly.data ?? emptyWeeklyAnalytics(weekStart) };

  return <ShareBalanceCard name={name} week={week} />;
}
