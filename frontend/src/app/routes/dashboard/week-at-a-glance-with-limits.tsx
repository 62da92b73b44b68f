// Week at a Glance with the person's limits (issue 29): the analytics card, given by the limits feature
// its "Your limits" button, the line at the daily share of a weekly work limit, and the week's progress
// against each limit under its totals.
import { WeekAtAGlance } from '@/features/analytics/components/week-at-a-glance';
import { usePersonalLimits } from '@/features/limits/api/personal-limits';
import { LimitsProgress } from '@/features/limits/components/limits-progress';
import { LimitsSettings } from '@/features/limits/components/limits-settings';
import { dailyLimitLine } from '@/features/limits/limit-line';

export function WeekAtAGlanceWithLimits({
  weekStart,
  today,
  isCurrentWeek,
}: {
  weekStart: string;
  today: Date;
  isCurrentWeek: boolean;
}) {
  const limits = usePersonalLimits();
  return (
    <WeekAtAGlance
      weekStart={weekStart}
      today={today}
      headerAction={<LimitsSettings />}
      limitLine={dailyLimitLine(limits.data?.weeklyWorkHours)}
      belowTotals={
        <LimitsProgress
          weekStart={weekStart}
          heading={isCurrentWeek ? 'Your limits this week' : 'Your limits that week'}
        />
      }
    />
  );
}
