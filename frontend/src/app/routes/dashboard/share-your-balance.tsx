// 'Share Your Balance' fed with the chosen week's hours and life share, read the way the Life Balance
// Dial reads them: the share feature needs nothing from analytics.
import { emptyWeeklyAnalytics, useWeeklyAnalytics } from '@/features/analytics/api/get-weekly-analytics';
import { ShareBalanceCard, type ShareableWeek } from '@/features/share/components/share-balance-card';
import { isUnauthorizedError } from '@/lib/api-client';
import { formatDayRange } from '@/lib/date-format';
import { addDays, parseIsoDate } from '@/lib/dates';

type ShareYourBalanceProps = { name: string; weekStart: string; isCurrentWeek: boolean };

export function ShareYourBalance({ name, weekStart, isCurrentWeek }: ShareYourBalanceProps) {
  const weekly = useWeeklyAnalytics(weekStart);

  let week: ShareableWeek;
  if (weekly.isPending) week = { status: 'loading' };
  else if (weekly.isError && !isUnauthorizedError(weekly.error)) {
    week = { status: 'failed', retry: () => void weekly.refetch() };
  }
  // A 401 is on its way to the sign-in page: show an empty week meanwhile, as the dial does.
  else {
    const monday = parseIsoDate(weekStart);
    week = {
      status: 'ready',
      hours: weekly.data ?? emptyWeeklyAnalytics(weekStart),
      // A past week's card says which week it is.
      periodLabel: isCurrentWeek ? undefined : formatDayRange(monday, addDays(monday, 6)),
    };
  }

  return <ShareBalanceCard name={name} week={week} />;
}
