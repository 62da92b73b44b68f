// What a signed-in person sees at '/': the dashboard's sections in the order of spec §2, every
// week-bound one following the week the period bar chose (`/?week=`, hooks/use-chosen-week.ts).
// Composing features is app/'s job alone: the share card gets the week's hours from analytics, the
// analytics panel its Export Data tab (the export, then deleting the account) and its Insights tab the
// limits feature's digest and "Limits and health", Week at a Glance the person's limits, through here
// (and ./dashboard/ for the sections built from several).
import { AchievementsCard } from '@/features/achievements/components/achievements-card';
import { AnalyticsInsightsPanel } from '@/features/analytics/components/analytics-insights-panel';
import { LifeBalanceDial } from '@/features/analytics/components/life-balance-dial';
import { MonthlyBalancePattern } from '@/features/analytics/components/monthly-balance-pattern';
import { WeeklyInsightCard } from '@/features/analytics/components/weekly-insight-card';
import { ImportTab } from '@/features/import/components/import-tab';
import { EarlierWeeks } from '@/features/limits/components/earlier-weeks';
import { LastWeekInReview } from '@/features/limits/components/last-week-in-review';
import { LimitsAndHealth } from '@/features/limits/components/limits-and-health';
import { useAnnounceDigest } from '@/features/limits/hooks/use-announce-digest';
import { WeeklyReflectionCard } from '@/features/reflections/components/weekly-reflection-card';
import { ReminderSettings } from '@/features/reminders/components/reminder-settings';
import { ProjectTotalsCard } from '@/features/sessions/components/project-totals-card';
import { SessionsCard } from '@/features/sessions/components/sessions-card';
import { useStartTimer } from '@/features/timer/api/start-timer';
import { TimerPanel } from '@/features/timer/components/timer-panel';
import { useChosenWeek } from '@/hooks/use-chosen-week';
import { firstNameOrFriend } from '@/lib/auth/display-name';
import { currentWeekRange, parseIsoDate } from '@/lib/dates';
import type { User } from '@/lib/auth/get-user';
import { useSyncTimeZone } from '@/lib/auth/use-sync-time-zone';
import { DashboardFooter } from '@/app/layout/dashboard-footer';
import { DashboardHeader } from '@/app/layout/dashboard-header';
import { PeriodBar } from '@/app/layout/period-bar';
import { ExportDataPanel } from './dashboard/export-data-panel';
import { FriendsChallengesPanel } from './dashboard/friends-challenges-panel';
import { MotivationalReminder } from './dashboard/motivational-reminder';
import { ShareYourBalance } from './dashboard/share-your-balance';
import { WeekAtAGlanceWithLimits } from './dashboard/week-at-a-glance-with-limits';

export function DashboardRoute({ user }: { user: User }) {
  useSyncTimeZone(user);
  const name = firstNameOrFriend(user);
  const { weekStart, isCurrentWeek, today } = useChosenWeek();
  const startTimer = useStartTimer();
  // Last week's digest, announced once on the first visit of a week (issue 29).
  useAnnounceDigest(user.id);

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader user={user} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-8 sm:py-10">
        <div className="mb-8">
          <h1 className="font-display text-3xl font-semibold wrap-anywhere text-ink sm:text-4xl">
            Welcome back, {name}
          </h1>
          <p className="mt-2 text-lg text-ink-muted">Ready to pause?</p>
        </div>

        {/* Sections in the order of spec §2. */}
        {/* One column on phones and tablets; minmax(0, 1fr) columns never widen for a long word. */}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <TimerPanel settingsBeside={<ReminderSettings />} />
          </div>
          {/* The timer is always now; everything under the period bar follows the chosen week. */}
          <PeriodBar className="lg:col-span-2" shown={{ kind: 'week', weekStart }} today={today} />
          <LifeBalanceDial weekStart={weekStart} isCurrentWeek={isCurrentWeek} />
          <WeekAtAGlanceWithLimits weekStart={weekStart} today={today} isCurrentWeek={isCurrentWeek} />
          <WeeklyInsightCard weekStart={weekStart} />
          <MonthlyBalancePattern />
          {/* The saved sessions of the chosen week, to correct them (issue 16): beyond the spec, after its widgets. */}
          <SessionsCard
            className="lg:col-span-2"
            weekStart={weekStart}
            isCurrentWeek={isCurrentWeek}
            onContinue={({ type, description, project, tags }) =>
              startTimer.mutate({ type, description, project, tags })
            }
          />
          {/* The week's hours by project (issue 27); nothing when no session of the week names a project. */}
          <ProjectTotalsCard className="lg:col-span-2" range={currentWeekRange(parseIsoDate(weekStart))} />
          {/* Full width, so the grid keeps its pairs whether or not a reminder shows. The reminder is about now. */}
          <MotivationalReminder className="lg:col-span-2" />
          <WeeklyReflectionCard className="lg:col-span-2" weekStart={weekStart} />
          <ShareYourBalance name={name} weekStart={weekStart} isCurrentWeek={isCurrentWeek} />
          <AchievementsCard />
          <FriendsChallengesPanel className="lg:col-span-2" />
          <div className="lg:col-span-2">
            <AnalyticsInsightsPanel
              weekStart={weekStart}
              today={today}
              exportTab={<ExportDataPanel email={user.email} />}
              importTab={<ImportTab />}
              insightsTop={<LastWeekInReview />}
              insightsAfter={
                <>
                  <LimitsAndHealth weekStart={weekStart} isCurrentWeek={isCurrentWeek} />
                  <EarlierWeeks />
                </>
              }
            />
          </div>
        </div>
      </main>
      <DashboardFooter />
    </div>
  );
}
