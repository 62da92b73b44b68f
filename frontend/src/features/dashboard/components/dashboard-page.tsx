// What a signed-in person sees at '/'.
import { firstNameOrFriend } from '../../../lib/auth/display-name';
import type { User } from '../../../lib/auth/get-user';
import { useSyncTimeZone } from '../../../lib/auth/use-sync-time-zone';
import { AchievementsCard } from '../../achievements/components/achievements-card';
import { AnalyticsInsightsPanel } from '../../analytics/components/analytics-insights-panel';
import { LifeBalanceDial } from '../../analytics/components/life-balance-dial';
import { MonthlyBalancePattern } from '../../analytics/components/monthly-balance-pattern';
import { WeekAtAGlance } from '../../analytics/components/week-at-a-glance';
import { WeeklyInsightCard } from '../../analytics/components/weekly-insight-card';
import { FriendsChallengesPanel } from '../../friends/components/friends-challenges-panel';
import { WeeklyReflectionCard } from '../../reflections/components/weekly-reflection-card';
import { MotivationalReminderCard } from '../../reminders/components/motivational-reminder-card';
import { TimerPanel } from '../../timer/components/timer-panel';
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

        {/* Sections in the order of spec §2; unbuilt ones are placeholders. */}
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
          <ComingSoonCard
            title="Share Your Balance"
            description="A balance card to download and share with the people cheering you on."
          />
          <AchievementsCard />
          <WeeklyReflectionCard className="lg:col-span-2" />
          <FriendsChallengesPanel className="lg:col-span-2" />
          <div className="lg:col-span-2">
            <AnalyticsInsightsPanel />
          </div>
        </div>
      </main>
      <DashboardFooter />
    </div>
  );
}
