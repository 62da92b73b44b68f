// The motivational reminder, handed what its rules read: the running timer (timer feature) and
// this week's life share and whether anything is tracked yet (analytics feature). The same queries the timer panel and the dial use,
// so no extra requests.
import { useWeeklyAnalytics } from '@/features/analytics/api/get-weekly-analytics';
import { hasTrackedTime } from '@/features/analytics/hours';
import { MotivationalReminderCard } from '@/features/reminders/components/motivational-reminder-card';
import { useActiveTimer } from '@/features/timer/api/get-active-timer';
import { useToday } from '@/hooks/use-today';
import { weekStartOf } from '@/lib/dates';

export function MotivationalReminder({ className }: { className?: string }) {
  const activeTimer = useActiveTimer();
  const weekly = useWeeklyAnalytics(weekStartOf(useToday()));

  return (
    <MotivationalReminderCard
      className={className}
      activeTimer={activeTimer.data}
      weeklyLifePercentage={weekly.data?.lifePercentage ?? null}
      weekHasTrackedTime={weekly.data ? hasTrackedTime(weekly.data) : true}
    />
  );
}
